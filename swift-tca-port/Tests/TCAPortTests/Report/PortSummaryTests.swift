import Foundation
import SwiftParser
import Testing

@testable import TCAPort

/// The report's figures as data: PORT-REPORT.json, and the Modules table made from it.
struct PortSummaryTests {
  private func unit(_ name: String, _ kind: AppUnit.Kind, files: Int) -> PortedUnit {
    let file = PortedFile(
      text: "", removals: [], imports: [], blockers: [], tree: Parser.parse(source: ""))
    return PortedUnit(
      unit: AppUnit(name: name, kind: kind, files: []),
      files: Array(
        repeating: (source: "a.swift", destination: "a.swift", ported: file), count: files),
      appDependencies: [], products: [], unavailableImports: [])
  }

  /// A built port: a library that builds, one that does not, a test module that builds without
  /// a file and ran 4 tests of which 1 failed.
  private var report: PortReport {
    var report = PortReport(
      app: "App",
      units: [
        unit("Feature", .library, files: 2), unit("Live", .library, files: 1),
        unit("FeatureTests", .tests, files: 3),
      ], skipped: [:])
    report.built = true
    report.failures = [
      .init(unit: "Live", error: "Live.swift:1:8: error: no such module 'UIKit'", hint: "h"),
      .init(
        unit: "FeatureTests", error: "e", hint: "h", filesSetAside: ["Tests/FeatureTests/V.swift"]),
    ]
    report.testResults = [
      .init(unit: "FeatureTests", passed: false, tests: 4, failedTests: 1, failures: ["✘ Test a()"])
    ]
    return report
  }

  @Test
  func theSummarySaysPerModuleWhetherItBuildsAndHowItsTestsWent() {
    let summary = report.summary
    #expect(summary.modules.map(\.builds) == [.yes, .no, .withoutSomeFiles])
    #expect(summary.modules[1].error == "Live.swift:1:8: error: no such module 'UIKit'")
    #expect(summary.modules[2].testsRun == 4)
    #expect(summary.modules[2].testsFailed == 1)
    #expect(summary.modules[2].testsPassed == false)
    #expect(!summary.succeeded)
  }

  @Test
  func theJSONReadsBackAsTheSummaryAndTheMarkdownTableAgreesWithIt() throws {
    let report = report
    let json = try report.summaryJSON
    let decoded = try JSONDecoder().decode(PortSummary.self, from: json)
    #expect(decoded == report.summary)
    let text = String(decoding: json, as: UTF8.self)
    #expect(text.contains(#""builds" : "yes, without some files""#))
    #expect(text.contains(#""testsFailed" : 1"#))
    #expect(report.markdown.contains("| Live | library | 1 | no | — |"))
    #expect(
      report.markdown.contains(
        "| FeatureTests | tests | 3 | yes, without some files | 4 run, FAILED |"))
  }

  // A test module whose files hold no test (all set aside, or none written yet).
  @Test
  func aTestModuleThatRanNoTestSaysSoNotThatAllPass() {
    var report = PortReport(
      app: "App", units: [unit("FeatureTests", .tests, files: 1)], skipped: [:])
    report.built = true
    report.testResults = [
      .init(unit: "FeatureTests", passed: true, tests: 0, failedTests: 0, failures: [])
    ]
    #expect(report.markdown.contains("| FeatureTests | tests | 1 | yes | no tests |"))
    #expect(!report.markdown.contains("0 run"))
  }
}
