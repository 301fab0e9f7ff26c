import Foundation
import Testing

@testable import TCAPort

/// The command line: usage errors, the generated help, and `--check` on the fixture app.
struct PortCommandTests {
  private let fixture = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/Tasks").path

  /// The folder holding the TCA Lite packages: a check resolves the package it would write.
  private let liteRoot = PortCommand.defaultLiteRoot

  /// Parses `arguments` as `tca-port` does and runs the command, or says why it stops: the exit
  /// status and what is printed.
  private func run(_ arguments: [String]) -> (status: Int32, output: String) {
    do {
      let command = try PortCommand.parse(arguments)
      var output = ""
      let status = command.execute { output += $0 + "\n" }
      return (status, output)
    } catch {
      return (PortCommand.exitCode(for: error).rawValue, PortCommand.fullMessage(for: error))
    }
  }

  @Test
  func usageErrorsSayWhatIsMissingAndExitWith64() {
    let noFolder = run(["--output"])
    #expect(noFolder.status == 64)
    #expect(noFolder.output.contains("Missing value for '--output <folder>'"))
    let noApp = run(["--check"])
    #expect(noApp.status == 64)
    #expect(noApp.output.contains("Missing expected argument '<app folder>'"))
    let neither = run([fixture])
    #expect(neither.status == 64)
    #expect(neither.output.contains("give --output <folder>, or --check"))
    let unknown = run([fixture, "--check", "--fast"])
    #expect(unknown.status == 64)
    #expect(unknown.output.contains("Unknown option '--fast'"))
  }

  @Test
  func theHelpIsGeneratedFromTheOptions() {
    let help = PortCommand.helpMessage()
    #expect(help.hasPrefix("OVERVIEW: Ports an app's TCA features and their tests"))
    #expect(help.contains("USAGE: tca-port <app folder> [--output <folder>] [--check]"))
    for option in [
      "--output <folder>", "--check", "--scratch-path <folder>", "--no-build",
      "--no-test", "--lite-root <folder>",
    ] {
      #expect(help.contains(option), "the help lists \(option)")
    }
    #expect(help.contains("64 for a usage error"))
    let asked = run(["--help"])
    #expect(asked.status == 0)
  }

  @Test
  func checkingTheFixtureFindsNothingBlockingAndWritesNothing() {
    let (status, output) = run([fixture, "--check", "--lite-root", liteRoot])
    #expect(status == 0)
    #expect(output.contains("## What blocks\nNothing found."))
    #expect(output.contains("| Tasks | library | 9 | not built | — |"))
    #expect(
      output.contains(
        "- `Tasks/Dependencies/HapticsClient+Live.swift`: excluded by tca-port.json"))
    #expect(
      output.contains(
        "  - removed `class TaskListViewController` (line 5): a view-layer type: it inherits UITableViewController"
      ))
  }

  @Test
  func portingWithoutTheLitePackagesSaysWhereToPointIt() throws {
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("tca-port-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: output) }
    let result = run([fixture, "--output", output.path, "--no-build", "--lite-root", "/nowhere"])
    #expect(result.status == 1)
    #expect(
      result.output.hasPrefix(
        "error: no TCA Lite packages in /nowhere: pass --lite-root <folder>"))
  }

  @Test
  func checkingAnAppThatImportsWhatLinuxLacksSaysWhatWithoutBlocking() throws {
    let app = FileManager.default.temporaryDirectory
      .appendingPathComponent("tca-port-check-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: app) }
    let file = app.appendingPathComponent("App/Motion.swift")
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try "import CoreMotion\n\nlet manager = CMMotionManager()\n".write(
      to: file, atomically: true, encoding: .utf8)
    let (status, output) = run([app.path, "--check", "--lite-root", liteRoot])
    // The build drops the import and synthesizes `CMMotionManager`: nothing keeps the module out.
    #expect(status == 0)
    #expect(
      output.contains(
        "## What blocks\nNothing found.\n\n## What Linux lacks (each body using it is stubbed: a test reaching one fails saying why)\n- App: `import CoreMotion` in `App/Motion.swift`: CoreMotion is not on Linux (nor known to tca-port): its import is dropped"
      ))
  }
}
