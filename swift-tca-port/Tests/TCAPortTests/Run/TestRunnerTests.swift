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
}
