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

  /// Runs the tests of `unit`.
  func run(_ unit: String) throws -> Result {
    let arguments =
      ["swift", "test", "--package-path", output.path] + ScratchArguments.forFolder(scratchPath)
      + ["--filter", "^\(unit)\\."]
    let (status, text) = try Command.run(arguments, timeout: 900)
    return Result(
      unit: unit, passed: status == 0, tests: Self.testCount(text),
      failedTests: Self.failedTestCount(text),
      failures: status == 124
        ? ["no result after 900 s: a test hangs"]
        : Array(Self.failureLines(text).prefix(5)))
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
  static func failureLines(_ output: String) -> [String] {
    let lines = output.split(separator: "\n").map(String.init)
    let crash = lines.filter { line in
      line.contains("Fatal error:") || line.contains("Exited with unexpected signal code")
        || line.contains("Exited with signal code") || line.contains("signalled(")
        || line.contains("Could not cast value")
    }
    return crash
      + lines.filter { line in
        line.contains(": error: ") || line.contains("✘ Test ") && !line.contains("✘ Test run")
      }
  }
}
