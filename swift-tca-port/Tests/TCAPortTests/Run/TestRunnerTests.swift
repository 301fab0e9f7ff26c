import Foundation
import Testing

@testable import TCAPort

/// How a test module's output is read: tests run, failed, the failure lines.
struct TestRunnerTests {
  @Test
  func testCountsAddXCTestsAndSwiftTestingsSummaries() {
    let output = """
      Test Suite 'All tests' passed at 2026-11-26.
      \t Executed 2 tests, with 0 failures (0 unexpected) in 0.1 (0.1) seconds
      ✔ Test run with 3 tests in 1 suite passed after 0.05 seconds.
      """
    #expect(TestRunner.testCount(output) == 5)
    #expect(
      TestRunner.failureLines("✘ Test adding() recorded an issue\n✘ Test run with 1 test failed")
        == ["✘ Test adding() recorded an issue"])
  }

  @Test
  func failedTestsAreCountedForXCTestAndSwiftTestingButNotTheirRunsSummaries() {
    let output = """
      Test Case 'CounterTests.testIncrement' failed (0.002 seconds)
      Test Case 'CounterTests.testDecrement' passed (0.001 seconds)
      ✘ Test adding() recorded an issue at CounterTests.swift:9:5: Expectation failed
      ✘ Test adding() failed after 0.001 seconds with 1 issue.
      ✔ Test removing() passed after 0.001 seconds.
      ✘ Suite CounterSuite failed after 0.002 seconds with 1 issue.
      ✘ Test run with 2 tests in 1 suite failed after 0.002 seconds with 1 issue.
      """
    #expect(TestRunner.failedTestCount(output) == 2)
  }

  // An issue IssueReporting reports says only "Issue recorded" on Swift Testing's line; the
  // message on the line after it is what the report shows.
  @Test
  func anIssueRecordedCarriesItsMessage() {
    let output = """
      ✘ Test refresh() recorded an issue at AppFeature.swift:101:57: Issue recorded
      ↳ Combine is not available on Linux: view(_:state:) does without its body
      ✘ Test refresh() recorded an issue at AppTests.swift:9:5: Expectation failed: (count → 1) == 2
      ✘ Test refresh() failed after 0.016 seconds with 2 issues.
      """
    #expect(
      TestRunner.failureLines(output) == [
        "✘ Test refresh() recorded an issue at AppFeature.swift:101:57: Issue recorded: Combine is not available on Linux: view(_:state:) does without its body",
        "✘ Test refresh() recorded an issue at AppTests.swift:9:5: Expectation failed: (count → 1) == 2",
        "✘ Test refresh() failed after 0.016 seconds with 2 issues.",
      ])
  }

  // A test module that crashes before its tests report says why: the crash's message first.
  @Test
  func aCrashSaysWhyBeforeAnyFailedTest() {
    let output = """
      [1/1] Compiling
      Test Suite 'Selected tests' started at 2026-12-05 07:00:00.000
      AppTests/Database.swift:12: Fatal error: 'try!' expression unexpectedly raised an error: no such table: items
      error: Exited with unexpected signal code 4
      """
    #expect(
      TestRunner.failureLines(output) == [
        "AppTests/Database.swift:12: Fatal error: 'try!' expression unexpectedly raised an error: no such table: items",
        "error: Exited with unexpected signal code 4",
      ])
  }

  // A module whose run hangs or dies is run again suite by suite, then test by test: the tests
  // `swift test list` names, grouped by suite.
  @Test
  func aModulesTestsAndSuitesAreReadFromTheList() {
    let listed = """
      Building for debugging...
      AppTests.AppTests/testLaunch
      AppTests.AppTests/testLogin
      AppTests.SettingsTests/togglesTheme()
      OtherTests.OtherTests/testOther
      """
    let tests = TestRunner.tests(of: "AppTests", listed: listed)
    #expect(
      tests == [
        "AppTests.AppTests/testLaunch", "AppTests.AppTests/testLogin",
        "AppTests.SettingsTests/togglesTheme()",
      ])
    #expect(TestRunner.suites(of: tests) == ["AppTests.AppTests", "AppTests.SettingsTests"])
  }

  @Test
  func aRunThatHangsOrDiesStoppedEarlyAndOneThatFailsDidNot() {
    #expect(TestRunner.stoppedEarly(status: 124, text: ""))
    #expect(TestRunner.stoppedEarly(status: 1, text: "error: Exited with signal code 11"))
    #expect(!TestRunner.stoppedEarly(status: 1, text: "✘ Test adding() recorded an issue"))
    #expect(!TestRunner.stoppedEarly(status: 0, text: "Fatal error: in a test's expectation"))
    // SwiftPM 6.3's words, and Swift's backtracer's (a held-out app's tests force-unwrapped a
    // resource URL: its report named no crash).
    #expect(
      TestRunner.stoppedEarly(
        status: 1,
        text: "error: Process '/x/AppPackageTests.xctest' exited with unexpected signal code 4"
      ))
    #expect(
      TestRunner.crashLines(
        "*** Program crashed: Illegal instruction at 0x00007f667856df7f ***\nThread 0")
        == ["*** Program crashed: Illegal instruction at 0x00007f667856df7f ***"])
  }

  // Remission's test run did not end, and its 391 results were lost with it: now only the test
  // that hangs is.
  @Test
  func aHangingTestTakesOutOnlyItself() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("TestRunnerTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // Stands in for `swift test`: runs the listed tests its filter matches, as a regular
    // expression; `App.B/testWaits` never ends.
    let swift = folder.appendingPathComponent("swift")
    try """
    #!/bin/sh
    tests='App.A/testOne App.A/testTwo App.B/testWaits App.B/testEnds'
    case "$*" in *" list "*) printf '%s\\n' $tests; exit 0;; esac
    for pattern; do :; done
    count=0
    for test in $tests; do
      if echo "$test" | grep -Eq -- "$pattern"; then
        if [ "$test" = App.B/testWaits ]; then exec sleep 600; fi
        count=$((count + 1))
      fi
    done
    echo "Executed $count tests, with 0 failures"
    """.write(to: swift, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swift.path)
    var runner = TestRunner(output: folder, scratchPath: nil)
    runner.swift = swift.path
    runner.moduleTimeout = 1
    runner.partTimeout = 1
    let result = try runner.run("App")
    #expect(result.tests == 4)
    #expect(result.failedTests == 1)
    #expect(!result.passed)
    #expect(result.failures == ["App.B/testWaits: no result after 1 s: a test hangs"])
  }
}
