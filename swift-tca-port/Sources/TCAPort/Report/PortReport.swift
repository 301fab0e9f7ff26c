import Foundation

/// What the port did: per file what was removed and why, per module whether it builds, per test
/// module its results, and what blocks the rest.
public struct PortReport {
  /// The app's folder.
  public var app: String
  /// The units, ported.
  public var units: [PortedUnit]
  /// Folders left out of the layout, with why.
  public var skipped: [String: String]
  /// Units that do not build (empty when nothing was built).
  public var failures: [PackageBuilder.Failure] = []
  /// Test results (empty when no test ran).
  public var testResults: [TestRunner.Result] = []
  /// Whether the package was built.
  public var built = false
  /// The app's packages read, with what became of each.
  public var packages: [ReadPackage] = []
  /// Why the package as a whole does not resolve or build, if it does not.
  public var packageFailure: PackageFailure?
  /// What stopped the port before it could build, if anything did.
  public var stopped: String?
  /// The packages of the app's graph ported because their own code needs a view framework.
  public var portedPackages: [PortedPackage] = []

  /// A report of `units`.
  public init(app: String, units: [PortedUnit], skipped: [String: String]) {
    self.app = app
    self.units = units
    self.skipped = skipped
  }

  /// Whether everything builds and every test passes.
  public var succeeded: Bool {
    packageFailure == nil && stopped == nil && failures.isEmpty && testResults.allSatisfy(\.passed)
  }

  /// Whether a check finds anything keeping a module out: a blocker, a module whose package does
  /// not resolve (``failures``), or the package as a whole.
  public var hasBlockers: Bool {
    !blockers.isEmpty || !failures.isEmpty || packageFailure != nil || stopped != nil
  }

  /// What would block the port, a line each: imports Linux lacks and names it cannot build.
  var blockers: [String] {
    units.flatMap { unit in
      unit.unavailableImports.map { module, file in
        "- \(unit.unit.name): `import \(module)` in `\(file)`: \(module) is not on Linux (nor known to tca-port)"
      }
        + unit.files.flatMap { file in
          file.ported.blockers.map { blocker in
            "- \(unit.unit.name): `\(file.source)` line \(blocker.line): `\(blocker.name)`: \(blocker.hint)"
          }
        }
    }
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
  public var markdown: String {
    var lines = ["# tca-port: \(app)", ""]
    if !packages.isEmpty {
      lines.append("## Packages")
      lines += packages.map { "- \($0.name) (`\($0.path)`): \($0.outcome)" }
      lines.append("")
    }
    lines.append("## Files")
    for unit in units {
      for file in unit.files where !file.ported.removals.isEmpty {
        lines.append("- `\(file.source)`:")
        for removal in file.ported.removals {
          lines.append(
            "  - removed `\(removal.declaration)` (line \(removal.line)): \(removal.reason)")
        }
      }
    }
    if !portedPackages.isEmpty {
      lines += ["", "## Packages of the graph ported (in Ported/, in place of their addresses)"]
      for package in portedPackages {
        lines.append("- \(package.identity): its own code does not build here: \(package.reason)")
        for file in package.files {
          let removed = file.removals.map { "`\($0.declaration)` (line \($0.line))" }
          lines.append(
            "  - `\(file.path)`: "
              + (removed.isEmpty ? "imports changed" : "removed " + removed.joined(separator: ", "))
          )
        }
        for file in package.setAside {
          lines.append("  - `\(file.path)`: \(file.error)")
        }
      }
    }
    lines += ["", "## What blocks"]
    lines += blockers.isEmpty ? ["Nothing found."] : blockers
    lines += wholePackageLines
    lines += [
      "", "## Modules", "", "| Module | Kind | Files | Builds | Tests |", "|---|---|---|---|---|",
    ]
    for unit in units {
      let name = unit.unit.name
      let failure = failures.first { $0.unit == name }
      let builds =
        switch (built, failure) {
        case (false, _): "not built"
        case (true, nil): "yes"
        case (true, let failure?): failure.unitBuilds ? "yes, without some files" : "no"
        }
      let tests =
        testResults.first { $0.unit == name }.map { result in
          "\(result.tests) run, \(result.passed ? "all pass" : "FAILED")"
        } ?? "—"
      lines.append(
        "| \(name) | \(unit.unit.kind.rawValue) | \(unit.files.count) | \(builds) | \(tests) |")
    }
    let unitFailures = failures.filter { !$0.unitBuilds }
    if !unitFailures.isEmpty {
      // A check builds nothing, and moves nothing aside.
      lines += ["", built ? "## Not building (moved to NotBuilding/)" : "## Not building"]
      for failure in unitFailures { lines += Self.lines(of: failure) }
    }
    let fileFailures = failures.filter(\.unitBuilds)
    if !fileFailures.isEmpty {
      lines += [
        "", "## Test files set aside (moved to NotBuilding/; their modules' other tests run)",
      ]
      for failure in fileFailures {
        lines.append(
          "- \(failure.unit): " + failure.filesSetAside.map { "`\($0)`" }.joined(separator: ", "))
        // The errors, a level down: the first as the unit's would read, without its name.
        lines += Self.lines(of: failure).map { "  " + $0 }
      }
    }
    for result in testResults where !result.passed {
      lines += ["", "## Failing tests: \(result.unit)"]
      lines += result.failures.map { "- \($0)" }
    }
    let leftOut =
      skipped.sorted { $0.key < $1.key }.map { (file: $0.key, reason: $0.value) }
      + units.flatMap(\.leftOut)
    if !leftOut.isEmpty {
      lines += ["", "## Left out"]
      for (path, reason) in leftOut { lines.append("- `\(path)`: \(reason)") }
    }
    return lines.joined(separator: "\n") + "\n"
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
