import Foundation

/// Runs the ported package's tests, one test module at a time.
public struct TestRunner {
  /// The ported package's folder.
  public var output: URL
  /// The build folder (`--scratch-path`); the package's own `.build` when nil.
  public var scratchPath: String?

  /// The outcome of one test module.
  public struct Result: Sendable {
    /// The test module.
    public var unit: String
    /// Whether every test passed.
    public var passed: Bool
    /// Tests run (XCTest and Swift Testing together).
    public var tests: Int
    /// The first lines that report a failure.
    public var failures: [String]
  }

  /// Runs the tests of `unit`.
  public func run(_ unit: String) throws -> Result {
    var arguments = ["swift", "test", "--package-path", output.path]
    if let scratchPath {
      // A shared folder's cached build plan may be another package's: plan afresh.
      arguments += ["--scratch-path", scratchPath, "--disable-build-manifest-caching"]
    }
    arguments += ["--filter", "^\(unit)\\."]
    let (status, text) = try Command.run(arguments, timeout: 900)
    return Result(
      unit: unit, passed: status == 0, tests: Self.testCount(text),
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

  static func failureLines(_ output: String) -> [String] {
    output.split(separator: "\n").map(String.init).filter { line in
      line.contains(": error: ") || line.contains("✘ Test ") && !line.contains("✘ Test run")
    }
  }
}
