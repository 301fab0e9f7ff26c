import Foundation
import Testing

@testable import TCAPort

/// The report's "What blocks" section: it never says "Nothing found" when something blocks.
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
    #expect(
      report.whatBlocksLines == [
        "No file names anything Linux lacks; 1 module does not build (below)."
      ])
    #expect(report.markdown.contains("## What blocks\nNo file names anything Linux lacks;"))
  }

  @Test
  func aPackageThatDoesNotResolveIsNamedAsWhatBlocks() {
    var report = report
    report.packageFailure = PackageFailure(
      stage: .resolution, output: "error: no version of swift-parsing matches",
      packageFolder: URL(fileURLWithPath: "/out"))
    #expect(
      report.whatBlocksLines == [
        "No file names anything Linux lacks; the package does not build: its package graph does not resolve (below)."
      ])
  }
}
