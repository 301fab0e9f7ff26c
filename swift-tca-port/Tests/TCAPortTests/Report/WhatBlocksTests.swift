import Foundation
import Testing

@testable import TCAPort

/// The report's "What blocks" section: it never says "Nothing found" when something blocks, and
/// what Linux lacks (stubbed by the build) is listed apart, blocking nothing.
struct WhatBlocksTests {
  private var report: PortReport {
    PortReport(
      app: "App",
      units: [
        PortedUnit(
          unit: AppUnit(name: "Feature", kind: .library, files: []), files: [],
          appDependencies: [], products: [], unavailableImports: [])
      ], skipped: [:])
  }

  @Test
  func nothingBlockingSaysNothingFound() {
    #expect(report.whatBlocksLines == ["Nothing found."])
    #expect(!report.hasBlockers)
  }

  @Test
  func aFailingModuleWithNoFileBlockerIsNamedAsWhatBlocks() {
    var report = report
    report.failures = [
      .init(unit: "Feature", error: "error: no such module 'Contacts'", hint: "h"),
      .init(unit: "FeatureTests", error: "e", hint: "h", filesSetAside: ["Tests/A/V.swift"]),
    ]
    #expect(report.hasBlockers)
    #expect(report.whatBlocksLines == ["- 1 module does not build (below)"])
    #expect(report.markdown.contains("## What blocks\n- 1 module does not build (below)\n"))
  }

  @Test
  func aPackageThatDoesNotResolveIsNamedAsWhatBlocks() {
    var report = report
    report.packageFailure = PackageFailure(
      stage: .resolution, output: "error: no version of swift-parsing matches",
      packageFolder: URL(fileURLWithPath: "/out"))
    #expect(
      report.whatBlocksLines == [
        "- the package does not build: its package graph does not resolve (below)"
      ])
  }

  @Test
  func aPackageLeftOutOfTheGraphIsListedWithoutBlocking() {
    var report = report
    report.repairs.packagesLeftOut = [("rtt_sdk", "fatal: repository not found")]
    #expect(!report.hasBlockers)
    #expect(
      report.linuxLacks == [
        "- the package `rtt_sdk` is left out of the graph (fatal: repository not found): the imports of its modules are dropped, and each body using them reports so; to build it, let this machine reach it (network, credentials, a mirror)"
      ])
    report.repairs.packagesLeftOut = [("kit", "its own code does not build here: K.h: fatal error")]
    #expect(
      report.linuxLacks.first?.hasSuffix("keep what needs it out of what the tests reach") == true)
  }

  @Test
  func anImportLinuxLacksIsListedWithoutBlocking() {
    var report = report
    report.units[0].unavailableImports = [("NetworkExtension", "Sources/VPN/VPN.swift")]
    #expect(!report.hasBlockers)
    #expect(report.whatBlocksLines == ["Nothing found."])
    #expect(
      report.markdown.contains(
        "## What Linux lacks (each body using it is stubbed: a test reaching one fails saying why)\n- Feature: `import NetworkExtension` in `Sources/VPN/VPN.swift`: NetworkExtension is not on Linux (nor known to tca-port): its import is dropped, and each body using it reports so\n"
      ))
  }

  @Test
  func whatTheBuildChangedToCompileIsListedFileByFile() {
    var report = report
    #expect(report.repairsSection.isEmpty)
    report.repairs.addDroppedImport("Security", from: "Sources/Feature/Keychain.swift")
    _ = report.repairs.addType("SecTrust", to: "Feature")
    report.repairs.stubs = [
      BodyStub(
        path: "Sources/Feature/Keychain.swift", line: 12, declaration: "load(account:)",
        message: "Security is not available on Linux: load(account:) does without its body")
    ]
    #expect(
      report.repairsSection == [
        "", "## Made to compile on Linux (a test reaching a stub fails with its message)",
        "- `import Security` dropped: no module of that name on Linux or in the graph (`Sources/Feature/Keychain.swift`)",
        "- Feature: types synthesized, holding nothing (PortUnavailableTypes.swift): `SecTrust`",
        "- `Sources/Feature/Keychain.swift` line 12: `load(account:)` stubbed: Security is not available on Linux: load(account:) does without its body",
      ])
    #expect(report.summary.stubbedBodies == 1)
  }
}
