import Foundation
import Testing

@testable import TCAPort

/// The command line: usage errors, and `--check` on the fixture app.
struct PortCommandTests {
  private let fixture = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Tasks").path

  /// The folder holding the TCA Lite packages: a check resolves the package it would write.
  private let liteRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path

  private func run(
    _ arguments: [String], liteRoot: String = "/nowhere"
  ) -> (status: Int32, output: String) {
    var output = ""
    let status = PortCommand.main(arguments, liteRoot: liteRoot) { output += $0 + "\n" }
    return (status, output)
  }

  @Test
  func usageErrorsSayWhatIsMissing() {
    let noFolder = run(["--output"])
    #expect(noFolder.status == 64)
    #expect(noFolder.output.hasPrefix("error: --output needs a folder"))
    let noApp = run(["--check"])
    #expect(noApp.status == 64)
    #expect(noApp.output.hasPrefix("error: give the app's folder, and --output or --check"))
    let unknown = run([fixture, "--fast"])
    #expect(unknown.output.hasPrefix("error: unexpected argument --fast"))
  }

  @Test
  func checkingTheFixtureFindsNothingBlockingAndWritesNothing() {
    let (status, output) = run([fixture, "--check"], liteRoot: liteRoot)
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
    let result = run([fixture, "--output", output.path, "--no-build"])
    #expect(result.status == 1)
    #expect(
      result.output.hasPrefix(
        "error: no TCA Lite packages in /nowhere: pass --lite-root <folder>"))
  }

  @Test
  func checkingAnAppThatImportsWhatLinuxLacksFailsAndSaysWhat() throws {
    let app = FileManager.default.temporaryDirectory
      .appendingPathComponent("tca-port-check-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: app) }
    let file = app.appendingPathComponent("App/Motion.swift")
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try "import CoreMotion\n\nlet manager = CMMotionManager()\n".write(
      to: file, atomically: true, encoding: .utf8)
    let (status, output) = run([app.path, "--check"], liteRoot: liteRoot)
    #expect(status == 1)
    #expect(
      output.contains(
        "## What blocks\n- App: `import CoreMotion` in `App/Motion.swift`: CoreMotion is not on Linux (nor known to tca-port)"
      ))
  }
}
