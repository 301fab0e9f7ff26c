import Foundation

/// The report's figures as data: per module whether it builds and how its tests went, and what
/// Linux lacks. Written beside PORT-REPORT.md as PORT-REPORT.json, for scripts
/// (`make port-examples`) to read instead of the Markdown; the Markdown's Modules table is made
/// from it.
struct PortSummary: Codable, Equatable {
  /// Whether a module builds.
  enum Builds: String, Codable, Sendable {
    /// Nothing was built (a check, or `--no-build`).
    case notBuilt = "not built"
    /// It builds with all its files.
    case yes
    /// A test module that builds once some of its files are set aside.
    case withoutSomeFiles = "yes, without some files"
    /// It does not build.
    case no
  }

  /// One module of the ported package.
  struct Module: Codable, Equatable {
    /// The module's name.
    var name: String
    /// `library`, `tests`, `system library`…
    var kind: String
    /// Its Swift files, ported.
    var files: Int
    /// Whether it builds.
    var builds: Builds
    /// Its first error, when it does not build whole.
    var error: String?
    /// Tests run, when its tests ran.
    var testsRun: Int?
    /// Tests that failed, of ``testsRun``.
    var testsFailed: Int?
    /// Whether every test ran passed, when its tests ran.
    var testsPassed: Bool?
  }

  /// The app's folder, as given.
  var app: String
  /// Whether the package was built.
  var built: Bool
  /// Whether every module builds and every test passes.
  var succeeded: Bool
  /// What stopped the port before it could build, if anything did.
  var stopped: String?
  /// Why the package as a whole does not resolve or build, if it does not.
  var packageFailure: String?
  /// What the kept code uses that Linux lacks, a line each (``PortReport/linuxLacks``).
  var linuxLacks: [String]
  /// The bodies the build stubbed so that their modules compile (``PortRepairs``).
  var stubbedBodies: Int
  /// Every module, in the package's order.
  var modules: [Module]
}

extension PortReport {
  /// ``summary`` as PORT-REPORT.json holds it: keys sorted, indented, so runs compare by line.
  var summaryJSON: Data {
    get throws {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      return try encoder.encode(summary) + Data("\n".utf8)
    }
  }

  /// The report's figures as data.
  var summary: PortSummary {
    PortSummary(
      app: app, built: built, succeeded: succeeded, stopped: stopped,
      packageFailure: packageFailure?.stage.rawValue, linuxLacks: linuxLacks,
      stubbedBodies: repairs.stubs.count,
      modules: units.map(summary(of:)))
  }

  /// One unit's line of the summary.
  private func summary(of unit: PortedUnit) -> PortSummary.Module {
    let name = unit.unit.name
    let failure = failures.first { $0.unit == name }
    let builds: PortSummary.Builds =
      switch (built, failure) {
      case (false, _): .notBuilt
      case (true, nil): .yes
      case (true, let failure?): failure.unitBuilds ? .withoutSomeFiles : .no
      }
    let result = testResults.first { $0.unit == name }
    return PortSummary.Module(
      name: name, kind: unit.unit.kind.rawValue, files: unit.files.count, builds: builds,
      error: failure?.error, testsRun: result?.tests, testsFailed: result?.failedTests,
      testsPassed: result?.passed)
  }
}
