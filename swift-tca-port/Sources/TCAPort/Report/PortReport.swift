import Foundation

/// What the port did: per file what was removed and why, per module whether it builds, per test
/// module its results, and what blocks the rest.
struct PortReport {
  /// The app's folder.
  var app: String
  /// The units, ported.
  var units: [PortedUnit]
  /// Folders left out of the layout, with why.
  var skipped: [String: String]
  /// Units that do not build (empty when nothing was built).
  var failures: [PackageBuilder.Failure] = []
  /// Test results (empty when no test ran).
  var testResults: [TestRunner.Result] = []
  /// Whether the package was built.
  var built = false
  /// The app's packages read, with what became of each.
  var packages: [ReadPackage] = []
  /// Why the package as a whole does not resolve or build, if it does not.
  var packageFailure: PackageFailure?
  /// What stopped the port before it could build, if anything did.
  var stopped: String?
  /// The packages of the app's graph ported because their own code needs a view framework.
  var portedPackages: [PortedPackage] = []
  /// What the build changed in the kept code so that it compiles on Linux.
  var repairs = PortRepairs()

  /// A report of `units`.
  init(app: String, units: [PortedUnit], skipped: [String: String]) {
    self.app = app
    self.units = units
    self.skipped = skipped
  }

  /// Whether everything builds and every test passes.
  var succeeded: Bool {
    packageFailure == nil && stopped == nil && failures.isEmpty && testResults.allSatisfy(\.passed)
  }

  /// Whether a check finds anything keeping a module out: a module whose package does not
  /// resolve (``failures``), or the package as a whole. What Linux lacks (``linuxLacks``) does
  /// not: its imports are dropped and the bodies using it stubbed.
  var hasBlockers: Bool {
    !failures.isEmpty || packageFailure != nil || stopped != nil
  }

  /// What the kept code uses that Linux lacks, a line each: imports of modules it has not, and
  /// names it cannot build. The build drops such imports and stubs each body using them (a test
  /// reaching one fails saying why); a check lists them so that a team knows which.
  var linuxLacks: [String] {
    repairs.packagesLeftOut.map { identity, reason in
      let remedy =
        reason.hasPrefix(PackageBuilder.doesNotBuildHere)
        ? "keep what needs it out of what the tests reach"
        : "to build it, let this machine reach it (network, credentials, a mirror)"
      return
        "- the package `\(identity)` is left out of the graph (\(reason)): the imports of its modules are dropped, and each body using them reports so; \(remedy)"
    }
      + units.flatMap { unit in
        unit.unavailableImports.map { module, file in
          "- \(unit.unit.name): `import \(module)` in `\(file)`: \(module) is not on Linux (nor known to tca-port): its import is dropped, and each body using it reports so"
        }
          + unit.files.flatMap { file in
            file.ported.blockers.map { blocker in
              "- \(unit.unit.name): `\(file.source)` line \(blocker.line): `\(blocker.name)`: \(blocker.hint)"
            }
          }
      }
  }

  /// The "What blocks" section: what keeps a module out, or "Nothing found." when nothing does
  /// (sections below say more), so a check that fails never says "Nothing found".
  var whatBlocksLines: [String] {
    var causes: [String] = []
    if stopped != nil { causes.append("- the port stopped (\"The port stopped\", below)") }
    if let packageFailure {
      causes.append("- the package does not build: \(packageFailure.stage.rawValue) (below)")
    }
    let failing = failures.filter { !$0.unitBuilds }
    if !failing.isEmpty {
      let modules = failing.count == 1 ? "1 module does" : "\(failing.count) modules do"
      causes.append("- \(modules) not build (below)")
    }
    return causes.isEmpty ? ["Nothing found."] : causes
  }

  /// The "What Linux lacks" section, when the kept code uses anything it lacks.
  var linuxLacksSection: [String] {
    let lines = linuxLacks
    guard !lines.isEmpty else { return [] }
    return [
      "",
      "## What Linux lacks (each body using it is stubbed: a test reaching one fails saying why)",
    ] + lines
  }

  /// What stopped the port, or why the package as a whole does not build, as Markdown lines.
  var wholePackageLines: [String] {
    var lines: [String] = []
    if let stopped {
      lines += ["", "## The port stopped", "", stopped]
    }
    if let failure = packageFailure {
      lines += ["", "## The package does not build: \(failure.stage.rawValue)", "", "```"]
      lines += failure.errors
      lines.append("```")
      if let cause = failure.cause {
        lines.append(
          "- caused by `\(cause.file)` line \(cause.line): `\(cause.text.trimmingCharacters(in: .whitespaces))`"
        )
      }
      lines.append("- hint: \(failure.hint)")
    }
    return lines
  }

  /// The report as Markdown.
  var markdown: String {
    var lines = ["# tca-port: \(app)", ""]
    lines += packagesSection
    lines += filesSection
    lines += portedPackagesSection
    lines += ["", "## What blocks"]
    lines += whatBlocksLines
    lines += linuxLacksSection
    lines += wholePackageLines
    lines += modulesSection
    lines += notBuildingSection
    lines += setAsideSection
    lines += repairsSection
    for result in testResults where !result.passed {
      lines += ["", "## Failing tests: \(result.unit)"]
      lines += result.failures.map { "- \($0)" }
    }
    lines += leftOutSection
    return lines.joined(separator: "\n") + "\n"
  }

  /// The app's packages read, with what became of each.
  private var packagesSection: [String] {
    guard !packages.isEmpty else { return [] }
    return ["## Packages"] + packages.map { "- \($0.name) (`\($0.path)`): \($0.outcome)" } + [""]
  }

  /// Per file, what was removed and why.
  private var filesSection: [String] {
    var lines = ["## Files"]
    for unit in units {
      for file in unit.files where !file.ported.removals.isEmpty {
        lines.append("- `\(file.source)`:")
        for removal in file.ported.removals {
          lines.append(
            "  - removed `\(removal.declaration)` (line \(removal.line)): \(removal.reason)")
        }
      }
    }
    return lines
  }

  /// The packages of the graph ported in place of their addresses, with what changed in each.
  private var portedPackagesSection: [String] {
    guard !portedPackages.isEmpty else { return [] }
    var lines = ["", "## Packages of the graph ported (in Ported/, in place of their addresses)"]
    for package in portedPackages {
      lines.append("- \(package.identity): its own code does not build here: \(package.reason)")
      for file in package.files {
        let removed = file.removals.map { "`\($0.declaration)` (line \($0.line))" }
        lines.append(
          "  - `\(file.path)`: "
            + (removed.isEmpty ? "imports changed" : "removed " + removed.joined(separator: ", ")))
      }
      for file in package.setAside {
        lines.append("  - `\(file.path)`: \(file.error)")
      }
    }
    return lines
  }

  /// The Modules table, from the summary's modules.
  private var modulesSection: [String] {
    var lines = [
      "", "## Modules", "", "| Module | Kind | Files | Builds | Tests |", "|---|---|---|---|---|",
    ]
    for module in summary.modules {
      let tests =
        module.testsRun.map { run in
          if run == 0 && module.testsPassed == true { return "no tests" }
          return "\(run) run, \(module.testsPassed == true ? "all pass" : "FAILED")"
        } ?? "—"
      lines.append(
        "| \(module.name) | \(module.kind) | \(module.files) | \(module.builds.rawValue) | \(tests) |"
      )
    }
    return lines
  }

  /// The modules that do not build, each with its errors and hints.
  private var notBuildingSection: [String] {
    let unitFailures = failures.filter { !$0.unitBuilds }
    guard !unitFailures.isEmpty else { return [] }
    // A check builds nothing, and moves nothing aside.
    return ["", built ? "## Not building (moved to NotBuilding/)" : "## Not building"]
      + unitFailures.flatMap(Self.lines(of:))
  }

  /// The test files set aside so that the rest of their modules build.
  private var setAsideSection: [String] {
    let fileFailures = failures.filter(\.unitBuilds)
    guard !fileFailures.isEmpty else { return [] }
    var lines = [
      "", "## Test files set aside (moved to NotBuilding/; their modules' other tests run)",
    ]
    for failure in fileFailures {
      lines.append(
        "- \(failure.unit): " + failure.filesSetAside.map { "`\($0)`" }.joined(separator: ", "))
      // The errors, a level down: the first as the unit's would read, without its name.
      lines += Self.lines(of: failure).map { "  " + $0 }
    }
    return lines
  }

  /// The files left out of the port, with why.
  private var leftOutSection: [String] {
    let leftOut =
      skipped.sorted { $0.key < $1.key }.map { (file: $0.key, reason: $0.value) }
      + units.flatMap(\.leftOut)
    guard !leftOut.isEmpty else { return [] }
    return ["", "## Left out"] + leftOut.map { path, reason in "- `\(path)`: \(reason)" }
  }

  /// A unit's failure as the report lists it: its first error, the hint, and its later errors.
  private static func lines(of failure: PackageBuilder.Failure) -> [String] {
    var lines = ["- \(failure.unit): \(failure.error)", "  - hint: \(failure.hint)"]
    for later in failure.laterErrors {
      lines.append("  - also: \(later.error)")
      lines.append("    - hint: \(later.hint)")
    }
    return lines
  }
}
