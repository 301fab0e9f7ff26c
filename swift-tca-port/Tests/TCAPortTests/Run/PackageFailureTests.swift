import Foundation
import Testing

@testable import TCAPort

/// What the report says when the ported package as a whole does not resolve or build, and that
/// every port writes a report.
struct PackageFailureTests {
  private func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("tca-port-failure-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test
  func aManifestErrorQuotesTheLineOfTheGeneratedManifest() throws {
    let package = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: package) }
    try
      "let package = Package(\n  targets: [\n    .target(name: \"A\", plugins: [], swiftSettings: []),\n"
      .write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    let failure = PackageFailure(
      stage: .manifest,
      output: """
        error: 'a': Invalid manifest (compiled with: ["swiftc"])
        \(package.path)/Package.swift:3:35: error: argument 'swiftSettings' must precede argument 'plugins'
        1 | let package = Package(
        """, packageFolder: package)
    #expect(
      failure.errors == [
        "error: 'a': Invalid manifest (compiled with: [\"swiftc\"])",
        "Package.swift:3:35: error: argument 'swiftSettings' must precede argument 'plugins'",
      ])
    #expect(
      failure.cause
        == .init(
          file: "Package.swift", line: 3,
          text: "    .target(name: \"A\", plugins: [], swiftSettings: []),"))
    #expect(failure.hint.contains("a defect of tca-port (Package/ManifestWriter.swift)"))
  }

  @Test
  func hintsNameTheFixForWhatSwiftPMRefuses() {
    #expect(
      PackageFailure.hint(
        for:
          "error: multiple similar targets 'CasePaths' appear in package 'swift-case-paths' and 'swift-case-paths-lite'"
      ).hasPrefix(
        "swift-case-paths is upstream's package that TCA Lite replaces, and swift-case-paths-lite is TCA Lite's: the package needs TCA Lite's Compat/swift-case-paths by path"
      ))
    #expect(
      PackageFailure.hint(
        for:
          "error: 'rtt_sdk' is using Swift tools version 6.4.0 but the installed version is 6.3.1"
      )
        == "rtt_sdk needs Swift 6.4.0 and this toolchain is 6.3.1: build with that toolchain, or pin a version of rtt_sdk made for this one"
    )
    #expect(
      PackageFailure.hint(
        for:
          "error: Dependencies could not be resolved because no versions of 'rtt_sdk' match the requirement 0.2.0..<1.0.0"
      ).hasPrefix("no version of rtt_sdk fits what the graph asks for"))
  }

  @Test
  func theReportSaysWhyThePackageDoesNotBuild() throws {
    var report = PortReport(app: "App", units: [], skipped: [:])
    var failure = PackageFailure(
      stage: .resolution, output: "error: no versions of 'kit' match the requirement 2.0.0",
      packageFolder: URL(fileURLWithPath: "/out"))
    failure.cause = .init(file: "Package.swift", line: 9, text: "  .package(url: \"kit\"),")
    report.packageFailure = failure
    #expect(!report.succeeded)
    #expect(report.hasBlockers)
    #expect(
      report.markdown.contains(
        """
        ## The package does not build: its package graph does not resolve

        ```
        error: no versions of 'kit' match the requirement 2.0.0
        ```
        - caused by `Package.swift` line 9: `.package(url: "kit"),`
        - hint: no version of kit fits what the graph asks for
        """))
  }

  // try! Swift's rtt_sdk: the check leaves out the modules needing it, as the port does, and
  // says so without claiming to have moved them.
  @Test
  func aCheckCountsModulesWhosePackagesDoNotResolveAsBlocked() {
    var report = PortReport(app: "App", units: [], skipped: [:])
    report.failures = [
      .init(
        unit: "LiveTranslationFeature", error: "uses rtt_sdk, which does not resolve",
        hint: "the modules that do not need it are built")
    ]
    #expect(report.hasBlockers)
    #expect(report.markdown.contains("## Not building\n- LiveTranslationFeature: uses rtt_sdk"))
    report.built = true
    #expect(report.markdown.contains("## Not building (moved to NotBuilding/)"))
  }

  @Test
  func aPortThatStopsStillWritesItsReport() throws {
    let app = try temporaryFolder()
    let output = try temporaryFolder()
    defer {
      try? FileManager.default.removeItem(at: app)
      try? FileManager.default.removeItem(at: output)
    }
    // A manifest SwiftPM refuses to read: the port cannot even list the app's modules.
    try "// swift-tools-version: 99.0\nimport PackageDescription\n".write(
      to: app.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    var printed = ""
    let command = try PortCommand.parse(
      [app.path, "--output", output.path, "--no-build", "--lite-root", "/nowhere"])
    let status = command.execute { printed += $0 }
    #expect(status == 1)
    let report = try String(
      contentsOf: output.appendingPathComponent("PORT-REPORT.md"), encoding: .utf8)
    #expect(report.contains("## The port stopped\n\nreading the app: "))
    #expect(report == printed)
  }
}
