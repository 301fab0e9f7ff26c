import ArgumentParser
import Foundation

/// `tca-port <app> --output <folder>`: the command line, tca-port's one entry point.
public struct PortCommand: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "tca-port",
    abstract: "Ports an app's TCA features and their tests to a package that builds on Linux.",
    discussion: """
      Views, previews and view-framework imports are removed by syntax tree; reducers, state, \
      actions, dependency clients and tests are kept as written, on TCA Lite. The package is \
      built and its tests run; modules that do not build move to NotBuilding/. The report is \
      printed and written to PORT-REPORT.md, and as data to PORT-REPORT.json.

      Exit status: 0 when every module builds and every test passes (with --check: when \
      nothing blocks), 1 otherwise, 64 for a usage error.
      """
  )

  /// The app's folder: an Xcode or Tuist project's, a package's, or any folder of Swift files.
  @Argument(help: ArgumentHelp("The app's folder.", valueName: "app folder"))
  var app: String

  /// Where to write the package.
  @Option(
    help: ArgumentHelp("Where to write the package (replaced if it exists).", valueName: "folder"))
  var output: String?

  /// Whether only to report what would block the port.
  @Flag(
    help: """
      Only report what would block the port: the package is written (to --output, or a \
      temporary folder) and resolved, not built.
      """)
  var check = false

  /// The build folder for the package.
  @Option(
    name: .customLong("scratch-path"),
    help: ArgumentHelp(
      "The build folder for the package (default: its .build).", valueName: "folder"))
  var scratchPath: String?

  /// Whether to write the package without building it.
  @Flag(name: .customLong("no-build"), help: "Write the package without building it.")
  var noBuild = false

  /// Whether to build without running the tests.
  @Flag(name: .customLong("no-test"), help: "Build, but do not run the tests.")
  var noTest = false

  /// The folder holding the TCA Lite packages.
  @Option(
    name: .customLong("lite-root"),
    help: ArgumentHelp(
      "The folder holding the TCA Lite packages (default: the one tca-port was built from).",
      valueName: "folder"))
  var liteRoot: String?

  /// A command with no arguments yet, as the parser starts from.
  public init() {}

  /// Turns away a command that would neither write the package nor check it.
  public func validate() throws {
    guard check || output != nil else {
      throw ValidationError("give --output <folder>, or --check")
    }
  }

  /// Ports the app as asked; exits with status 1 when a module does not build or a test fails
  /// (with `--check`: when something blocks).
  public func run() throws {
    // A line at a time, also into a file or a CI log: a port's progress shows as it goes.
    let status = execute {
      print($0)
      fflush(nil)
    }
    if status != 0 { throw ExitCode(status) }
  }

  /// Runs the port, printing through `print`; returns the exit status.
  func execute(print: (String) -> Void) -> Int32 {
    do {
      return try PortRun.run(self, print: print)
    } catch {
      print("error: \(error)")
      return 1
    }
  }

  /// The folder holding the TCA Lite packages: `--lite-root`, or the one this was built from.
  var liteRootFolder: String { liteRoot ?? Self.defaultLiteRoot }

  /// The folder this package is in: the TCA Lite packages are its siblings, and this file is
  /// four folders below them (`swift-tca-port/Sources/TCAPort/CommandLine`).
  static let defaultLiteRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path
}
