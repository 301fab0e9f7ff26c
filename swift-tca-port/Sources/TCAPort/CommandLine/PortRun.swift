import Foundation

/// A whole port, as the command line asks for it: read the app, port its files, write the
/// package, build it, run its tests, write the report.
enum PortRun {
  /// Reads and ports the app; unless only checking, writes the package, builds it and runs its
  /// tests as asked, and writes the report, whatever stops the port.
  static func run(_ command: PortCommand, print: (String) -> Void) throws -> Int32 {
    let appURL = URL(fileURLWithPath: command.app).standardizedFileURL
    let layout: AppLayout
    var units: [PortedUnit]
    do {
      layout = try LayoutReader.read(appURL)
      units = try Porter.port(app: appURL, layout: layout)
    } catch {
      var report = PortReport(app: command.app, units: [], skipped: [:])
      report.stopped = "reading the app: \(error)"
      return try finish(report, command: command, print: print)
    }
    var report = PortReport(app: command.app, units: units, skipped: layout.skipped)
    report.packages = layout.packages
    guard
      FileManager.default.fileExists(
        atPath: command.liteRootFolder + "/swift-tca-core/Package.swift")
    else {
      throw PortError(
        "no TCA Lite packages in \(command.liteRootFolder): pass --lite-root <folder>")
    }
    // A check writes the package where nobody reads it, and resolves it without building.
    let outputURL =
      command.output.map { URL(fileURLWithPath: $0).standardizedFileURL }
      ?? FileManager.default.temporaryDirectory.appendingPathComponent(
        "tca-port-check-\(UUID().uuidString)")
    defer {
      if command.output == nil { try? FileManager.default.removeItem(at: outputURL) }
    }
    var builder = PackageBuilder(
      output: outputURL,
      liteRoot: URL(fileURLWithPath: command.liteRootFolder).standardizedFileURL.path,
      scratchPath: command.scratchPath,
      packageName: LayoutReader.moduleName(appURL.lastPathComponent) + "Port",
      languageMode: layout.languageMode)
    builder.app = appURL
    builder.externalPackages = layout.externalPackages
    do {
      try FileManager.default.createDirectory(at: outputURL, withIntermediateDirectories: true)
      try writeAndBuild(&units, with: &builder, command: command, into: &report, print: print)
    } catch let failure as PackageFailure {
      report.packageFailure = failure
    } catch {
      report.stopped = "\(error)"
    }
    report.portedPackages = builder.portedPackages
    report.repairs = builder.repairs
    return try finish(report, command: command, print: print)
  }

  /// Writes the package of `units`; with `--check` resolves it, else (unless `--no-build`)
  /// builds it and runs its tests (unless `--no-test`), into `report`.
  static func writeAndBuild(
    _ units: inout [PortedUnit], with builder: inout PackageBuilder, command: PortCommand,
    into report: inout PortReport, print: (String) -> Void
  ) throws {
    let (empty, emptyFailures) = setAsideEmpty(&units)
    try builder.write(units)
    try builder.writePinnedVersions()
    // SwiftPM stops at the first package it cannot fetch: every one is looked for first, and
    // left out of the graph as a framework Linux lacks is.
    _ = builder.leaveOutPackages(builder.unreachablePackages(of: units), from: &units)
    if command.check {
      try builder.resolveCompatPackages(&units) { _ in }
      report.units = units + empty
      report.failures = try builder.resolve(units) + emptyFailures
    } else if !command.noBuild {
      try builder.resolveCompatPackages(&units) { print($0) }
      report.units = units + empty
      report.failures = try builder.build(units) { print($0) } + emptyFailures
      report.built = true
      if !command.noTest {
        try runTests(of: units, in: builder.output, command: command, into: &report, print: print)
      }
    }
  }

  /// Takes out of `units` the modules every file of which is left out (a test module of views,
  /// a module of one live value built on a framework Linux lacks): they have nothing to build,
  /// and SwiftPM refuses a target without sources. A module importing one no longer depends on
  /// it; its import goes as a missing framework's does, in the first build. Returns them, each
  /// with the failure that reports it.
  static func setAsideEmpty(
    _ units: inout [PortedUnit]
  ) -> (empty: [PortedUnit], failures: [PackageBuilder.Failure]) {
    let isEmpty = { (unit: PortedUnit) in unit.files.isEmpty && unit.unit.kind != .systemLibrary }
    let empty = units.filter(isEmpty)
    units.removeAll(where: isEmpty)
    let names = Set(empty.map(\.unit.name))
    for index in units.indices {
      units[index].appDependencies.removeAll { names.contains($0) }
    }
    let failures = empty.map { unit in
      PackageBuilder.Failure(
        unit: unit.unit.name, error: "every file of it is left out",
        hint:
          "see Left out for why each file is; nothing of the module is built, and its imports are dropped"
      )
    }
    return (empty, failures)
  }

  /// Writes the report beside the package (when there is one), as Markdown and its figures as
  /// JSON, and prints the Markdown: the exit status.
  static func finish(
    _ report: PortReport, command: PortCommand, print: (String) -> Void
  ) throws -> Int32 {
    let markdown = report.markdown
    if let output = command.output {
      let outputURL = URL(fileURLWithPath: output).standardizedFileURL
      try FileManager.default.createDirectory(at: outputURL, withIntermediateDirectories: true)
      try markdown.write(
        to: outputURL.appendingPathComponent("PORT-REPORT.md"), atomically: true, encoding: .utf8)
      try report.summaryJSON.write(to: outputURL.appendingPathComponent("PORT-REPORT.json"))
    }
    print(markdown)
    if command.check { return report.hasBlockers ? 1 : 0 }
    return report.succeeded ? 0 : 1
  }

  /// Runs the tests of every test unit that built, one module at a time, into `report`.
  static func runTests(
    of units: [PortedUnit], in output: URL, command: PortCommand, into report: inout PortReport,
    print: (String) -> Void
  ) throws {
    let runner = TestRunner(output: output, scratchPath: command.scratchPath)
    let building = Set(units.map(\.unit.name)).subtracting(
      report.failures.filter { !$0.unitBuilds }.map(\.unit))
    let testUnits = units.filter { $0.unit.kind == .tests && building.contains($0.unit.name) }
    for (index, unit) in testUnits.enumerated() {
      let start = Date()
      print("testing \(unit.unit.name) (module \(index + 1) of \(testUnits.count))")
      let result = try runner.run(unit.unit.name)
      report.testResults.append(result)
      print(
        "  \(result.tests) tests, \(result.passed ? "all pass" : "FAILED") in "
          + PackageBuilder.elapsed(since: start))
    }
  }
}
