import Foundation

/// Runs the ported package's tests, one test module at a time.
struct TestRunner {
  /// The ported package's folder.
  var output: URL
  /// The build folder (`--scratch-path`); the package's own `.build` when nil.
  var scratchPath: String?

  /// The outcome of one test module.
  struct Result: Sendable {
    /// The test module.
    var unit: String
    /// Whether every test passed.
    var passed: Bool
    /// Tests run (XCTest and Swift Testing together).
    var tests: Int
    /// Tests that failed, of ``tests``.
    var failedTests = 0
    /// The first lines that report a failure.
    var failures: [String]
  }

  /// How long a test module's run may take before it is taken to hang.
  var moduleTimeout: TimeInterval = 900
  /// How long one suite's or one test's run may take when a module is run apart.
  var partTimeout: TimeInterval = 120
  /// The program that runs the tests (`swift`; a test of the runner gives one of its own).
  var swift = "swift"
  /// The most tests that may hang before a module's other parts are no longer run.
  static let hangingTestLimit = 3

  /// Runs the tests of `unit`. When the run does not end or the test process dies (a test
  /// waiting on a request nothing answers here, a `try!` that fails), the module's suites run
  /// one by one, and a suite that hangs or dies runs test by test: only what hangs or dies is
  /// lost, not the module's other results.
  func run(_ unit: String) throws -> Result {
    let (status, text) = try runTests(matching: "^\(unit)\\.", timeout: moduleTimeout)
    let whole = Self.result(of: unit, status: status, text: text, timeout: moduleTimeout)
    guard Self.stoppedEarly(status: status, text: text) else { return whole }
    let tests = try listTests(of: unit)
    guard !tests.isEmpty else { return whole }
    var hanging = 0
    var parts: [Result] = []
    for suite in Self.suites(of: tests) {
      guard hanging < Self.hangingTestLimit else { break }
      let (status, text) = try runTests(
        matching: "^" + NSRegularExpression.escapedPattern(for: suite + "/"),
        timeout: partTimeout)
      guard Self.stoppedEarly(status: status, text: text) else {
        parts.append(Self.result(of: suite, status: status, text: text, timeout: 0))
        continue
      }
      for test in tests where test.hasPrefix(suite + "/") {
        guard hanging < Self.hangingTestLimit else { break }
        let (status, text) = try runTests(
          // Swift Testing matches its filter against the test's name and where it is after it.
          matching: "^" + NSRegularExpression.escapedPattern(for: test) + "($|/)",
          timeout: partTimeout)
        if status == 124 { hanging += 1 }
        var result = Self.result(of: test, status: status, text: text, timeout: partTimeout)
        // A test whose process died or hung wrote no summary: it ran, and failed.
        if Self.stoppedEarly(status: status, text: text) {
          result.tests = max(result.tests, 1)
          result.failedTests = max(result.failedTests, 1)
        }
        parts.append(result)
      }
    }
    let failures = parts.filter { !$0.passed }.flatMap(\.failures)
    return Result(
      unit: unit, passed: parts.allSatisfy(\.passed) && hanging < Self.hangingTestLimit,
      tests: parts.map(\.tests).reduce(0, +), failedTests: parts.map(\.failedTests).reduce(0, +),
      failures: Array(failures.prefix(5)))
  }

  /// Runs the tests whose names match `pattern`, the build already made.
  private func runTests(
    matching pattern: String, timeout: TimeInterval
  ) throws -> (status: Int32, output: String) {
    let arguments =
      [swift, "test", "--package-path", output.path] + ScratchArguments.forFolder(scratchPath)
      + ["--skip-build", "--filter", pattern]
    return try Command.run(arguments, timeout: timeout, grace: min(10, timeout))
  }

  /// The tests of `unit` (`Module.Suite/test`), as `swift test list` names them.
  private func listTests(of unit: String) throws -> [String] {
    let arguments =
      [swift, "test", "list", "--package-path", output.path]
      + ScratchArguments.forFolder(scratchPath) + ["--skip-build"]
    let (status, text) = try Command.run(arguments, timeout: 300)
    guard status == 0 else { return [] }
    return Self.tests(of: unit, listed: text)
  }

  /// The lines of `swift test list`'s output that name a test of `unit`.
  static func tests(of unit: String, listed text: String) -> [String] {
    text.split(separator: "\n").map(String.init).filter { line in
      line.hasPrefix(unit + ".") && line.contains("/") && !line.contains(" ")
    }
  }

  /// The suites of `tests` (`Module.Suite` of `Module.Suite/test`), in order, each once.
  static func suites(of tests: [String]) -> [String] {
    var suites: [String] = []
    for test in tests {
      guard let slash = test.firstIndex(of: "/") else { continue }
      let suite = String(test[..<slash])
      if !suites.contains(suite) { suites.append(suite) }
    }
    return suites
  }

  /// Whether a run ended before its tests did: it hung (`timeout`'s status) or the test
  /// process died.
  static func stoppedEarly(status: Int32, text: String) -> Bool {
    status == 124 || status != 0 && !crashLines(text).isEmpty
  }

  /// What a run of `name` gave.
  static func result(of name: String, status: Int32, text: String, timeout: TimeInterval)
    -> Result
  {
    Result(
      unit: name, passed: status == 0, tests: testCount(text),
      failedTests: failedTestCount(text),
      failures: status == 124
        ? ["\(name): no result after \(Int(timeout)) s: a test hangs"]
        : Array(failureLines(text).prefix(5)))
  }

  /// Tests counted in the summaries of XCTest (`Executed 3 tests`) and Swift Testing
  /// (`Test run with 12 tests`).
  static func testCount(_ output: String) -> Int {
    let xctest = output.matches(of: /Executed (\d+) tests?/).compactMap { Int($0.1) }.max() ?? 0
    let swiftTesting =
      output.matches(of: /Test run with (\d+) tests?/).compactMap { Int($0.1) }.max() ?? 0
    return xctest + swiftTesting
  }

  /// Tests that failed: XCTest's failed test cases (`Test Case '-[M.C testA]' failed`) and
  /// Swift Testing's (`✘ Test a() failed after 0.1 seconds`).
  static func failedTestCount(_ output: String) -> Int {
    output.matches(of: /Test Case '[^']+' failed/).count
      + output.matches(of: /✘ Test (?!run with )[^\n]*? failed after/).count
  }

  /// The lines that report a failure: what stopped the test process first (a `try!` against a
  /// missing database, a missing resource: its fatal error, the signal it died of), then
  /// compiler errors and failed tests.
  ///
  /// A Swift Testing issue reported through IssueReporting says only "Issue recorded" on its
  /// line; its message is the `↳` line after it, which is joined to it.
  static func failureLines(_ output: String) -> [String] {
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var failures: [String] = []
    for (index, line) in lines.enumerated()
    where line.contains(": error: ") || line.contains("✘ Test ") && !line.contains("✘ Test run") {
      let next = index + 1 < lines.count ? lines[index + 1] : ""
      if line.hasSuffix(": Issue recorded"), next.hasPrefix("↳ ") {
        failures.append("\(line): \(next.dropFirst(2))")
      } else {
        failures.append(line)
      }
    }
    return crashLines(output) + failures
  }

  /// The lines that say the test process died: its fatal error, the signal it died of (SwiftPM
  /// 6.3 writes `Process '…' exited with unexpected signal code 4`, earlier ones `Exited …`), or
  /// Swift's backtracer's `*** Program crashed: … ***`.
  static func crashLines(_ output: String) -> [String] {
    output.split(separator: "\n").map(String.init).filter { line in
      let lowercased = line.lowercased()
      return line.contains("Fatal error:")
        || lowercased.contains("exited with unexpected signal code")
        || lowercased.contains("exited with signal code") || line.contains("signalled(")
        || line.contains("Could not cast value") || line.hasPrefix("*** Program crashed:")
    }
  }
}
