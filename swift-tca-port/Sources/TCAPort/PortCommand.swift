import Foundation

/// `tca-port <app> --output <dir>`: the command line.
public enum PortCommand {
  /// The usage text.
  public static let usage = """
    usage: tca-port <app folder> --output <folder> [--scratch-path <folder>] [--no-test]
           tca-port <app folder> --check

    Ports an app's TCA features and their tests to a package that builds on Linux with TCA Lite:
    views, previews and view-framework imports are removed by syntax tree; reducers, state,
    actions, dependency clients and tests are kept as written. The package is built and its
    tests run; modules that do not build move to NotBuilding/. The report is printed and written
    to PORT-REPORT.md.

      --output <folder>        where to write the package (replaced if it exists)
      --check                  only report what would block the port; write nothing
      --scratch-path <folder>  the build folder for the package (default: its .build)
      --no-build               write the package without building it
      --no-test                build, but do not run the tests
      --lite-root <folder>     the folder holding the TCA Lite packages (default: this one's)

    Exit status: 0 when every module builds and every test passes (with --check: when nothing
    blocks), 1 otherwise, 64 for a usage error.
    """

  /// Runs the command with `arguments` (without the program name); returns the exit status.
  public static func main(
    _ arguments: [String], liteRoot defaultLiteRoot: String, print: (String) -> Void
  ) -> Int32 {
    var app: String?
    var output: String?
    var scratchPath: String?
    var liteRoot = defaultLiteRoot
    var check = false
    var build = true
    var test = true
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--output", "--scratch-path", "--lite-root":
        guard let value = remaining.popFirst() else {
          print("error: \(argument) needs a folder\n\n\(usage)")
          return 64
        }
        switch argument {
        case "--output": output = value
        case "--scratch-path": scratchPath = value
        default: liteRoot = value
        }
      case "--check": check = true
      case "--no-build": build = false
      case "--no-test": test = false
      case "-h", "--help":
        print(usage)
        return 0
      default:
        guard !argument.hasPrefix("-"), app == nil else {
          print("error: unexpected argument \(argument)\n\n\(usage)")
          return 64
        }
        app = argument
      }
    }
    guard let app, check || output != nil else {
      print("error: give the app's folder, and --output or --check\n\n\(usage)")
      return 64
    }
    do {
      let appURL = URL(fileURLWithPath: app).standardizedFileURL
      let layout = try LayoutReader.read(appURL)
      let units = try Porter.port(app: appURL, layout: layout)
      var report = PortReport(app: app, units: units, skipped: layout.skipped)
      report.packages = layout.packages
      if check {
        print(report.markdown)
        return report.hasBlockers ? 1 : 0
      }
      guard
        FileManager.default.fileExists(atPath: liteRoot + "/swift-tca-core/Package.swift")
      else {
        throw PortError("no TCA Lite packages in \(liteRoot): pass --lite-root <folder>")
      }
      let outputURL = URL(fileURLWithPath: output!).standardizedFileURL
      var builder = PackageBuilder(
        output: outputURL, liteRoot: URL(fileURLWithPath: liteRoot).standardizedFileURL.path,
        scratchPath: scratchPath,
        packageName: LayoutReader.moduleName(appURL.lastPathComponent) + "Port",
        languageMode: layout.languageMode)
      builder.app = appURL
      builder.externalPackages = layout.externalPackages
      try FileManager.default.createDirectory(at: outputURL, withIntermediateDirectories: true)
      try builder.write(units)
      if build {
        report.failures = try builder.build(units) { print($0) }
        report.built = true
        if test {
          let runner = TestRunner(output: outputURL, scratchPath: scratchPath)
          let building = Set(units.map(\.unit.name)).subtracting(report.failures.map(\.unit))
          let testUnits = units.filter {
            $0.unit.kind == .tests && building.contains($0.unit.name)
          }
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
      let markdown = report.markdown
      try markdown.write(
        to: outputURL.appendingPathComponent("PORT-REPORT.md"), atomically: true, encoding: .utf8)
      print(markdown)
      return report.succeeded ? 0 : 1
    } catch {
      print("error: \(error)")
      return 1
    }
  }
}
