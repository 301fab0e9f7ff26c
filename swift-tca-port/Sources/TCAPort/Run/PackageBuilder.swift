import Foundation

/// Writes the ported package and builds it, leaving out the units that do not build (and those
/// depending on them) until the rest does.
struct PackageBuilder {
  /// The ported package's folder.
  var output: URL
  /// The folder holding the TCA Lite packages.
  var liteRoot: String
  /// The build folder (`--scratch-path`); the package's own `.build` when nil.
  var scratchPath: String?
  /// The package's name.
  var packageName: String
  /// The app's Swift language mode.
  var languageMode: Int
  /// The app's folder, where resources and system libraries are copied from.
  var app: URL?
  /// The packages kept as the app declares them, by identity.
  var externalPackages: [String: String] = [:]
  /// The packages of TCA Lite's `Compat/` the graph needs (``resolveCompatPackages(_:log:)``).
  var compatPackages: [String] = []
  /// The packages of the graph the build ported, their code needing a view framework.
  var portedPackages: [PortedPackage] = []

  /// A unit that does not build, and the first error that says why.
  struct Failure: Sendable {
    /// The unit.
    var unit: String
    /// The first error (`file:line:column: error: …`), or the unit it depends on.
    var error: String
    /// What to do about it.
    var hint: String
    /// The unit's other distinct errors (up to nine more), each with what to do about it: the
    /// second blocker shows with the first.
    var laterErrors: [(error: String, hint: String)] = []
    /// The files moved aside from a test unit that builds without them (its paths in the
    /// package); empty when the whole unit does not build.
    var filesSetAside: [String] = []

    /// Whether the unit builds (some of its test files set aside).
    var unitBuilds: Bool { !filesSetAside.isEmpty }
  }

  /// Writes every unit's files and a manifest of them all. A file
  /// already as the port writes it is left alone (see ``PackageFiles``), so porting an app again
  /// rebuilds only what changed; files the port no longer writes are removed.
  func write(_ units: [PortedUnit]) throws {
    var files = PackageFiles(root: output)
    for unit in units {
      for file in unit.files {
        try files.write(file.ported.text, to: "\(unit.folder)/\(file.destination)")
      }
      try copyCarriedFiles(of: unit, into: &files)
    }
    files.removeOthers(under: ["Sources", "Tests", "NotBuilding", "Ported"])
    try writeManifest(units)
  }

  /// Builds the package and its tests; a unit that fails moves to `NotBuilding/`, with the
  /// units depending on it, and the rest builds again. Returns the failures, in order.
  mutating func build(_ units: [PortedUnit], log: (String) -> Void) throws -> [Failure] {
    var active = units
    var failures: [Failure] = []
    // SwiftPM stops at the first package it cannot fetch: every one is looked for first, so that
    // one build round does not go to each.
    var removed = removing(active, using: unreachablePackages(of: active), into: &failures)
    var trimmed: Set<String> = []
    while true {
      if removed.isEmpty {
        let (status, text) = try buildOnce(active, log: log)
        if status == 0 { return failures }
        if try portPackages(failingIn: text, log: log) { continue }
        removed = removing(active, using: unresolvedPackages(in: text), into: &failures)
        try blame(errorsIn: text, of: active, removing: &removed, into: &failures)
        try setAsideFailingTestFiles(of: &active, removing: &removed, in: &failures, once: &trimmed)
        // A module going whole after losing some files is reported once, as not building.
        failures.removeAll { $0.unitBuilds && removed.contains($0.unit) }
      }
      try removeDependents(in: &active, removing: &removed, into: &failures)
      for unit in active where removed.contains(unit.unit.name) { try moveAside(unit) }
      active.removeAll { removed.contains($0.unit.name) }
      removed = []
      if active.isEmpty { return failures }
    }
  }

  /// Writes the manifest of `active` and builds the package once: the exit status and output.
  private func buildOnce(
    _ active: [PortedUnit], log: (String) -> Void
  ) throws -> (status: Int32, text: String) {
    try writeManifest(active)
    try checkManifest()
    let arguments =
      ["swift", "build", "--build-tests", "--package-path", output.path] + scratchArguments
    log("building \(active.count) modules: \(arguments.joined(separator: " "))")
    let start = Date()
    let (status, text) = try Command.run(arguments) { line in
      log("  \(Self.elapsed(since: start)) \(line)")
    }
    log("  built in \(Self.elapsed(since: start))\(status == 0 ? "" : ", with errors")")
    return (status, text)
  }

  /// Checks that the manifest written parses (`swift package dump-package`), before SwiftPM
  /// resolves or builds anything: a ``PackageFailure`` quoting the line it refuses, if not.
  func checkManifest() throws {
    let (status, text) = try Command.run(
      ["swift", "package", "dump-package", "--package-path", output.path], timeout: 300)
    guard status == 0 else {
      throw PackageFailure(stage: .manifest, output: text, packageFolder: output)
    }
  }

  /// Resolves the written package's graph and loads it, as a build would before compiling
  /// (`swift package show-dependencies`): a ``PackageFailure`` if SwiftPM refuses it.
  /// The modules that need a package that does not resolve (as ``build(_:log:)`` finds them,
  /// with the modules depending on them) are left out, as the build leaves them out; those
  /// modules, each with why. What does not resolve otherwise is a package failure.
  func resolve(_ units: [PortedUnit]) throws -> [Failure] {
    var active = units
    var failures: [Failure] = []
    var removed = removing(active, using: unreachablePackages(of: active), into: &failures)
    while true {
      try removeDependents(in: &active, removing: &removed, into: &failures)
      active.removeAll { removed.contains($0.unit.name) }
      try writeManifest(active)
      try checkManifest()
      let arguments =
        ["swift", "package", "show-dependencies", "--package-path", output.path]
        + scratchArguments
      let (status, text) = try Command.run(arguments)
      if status == 0 { return failures }
      removed = removing(active, using: unresolvedPackages(in: text), into: &failures)
      guard !removed.isEmpty else {
        throw PackageFailure(stage: .resolution, output: text, packageFolder: output)
      }
    }
  }

  /// The build folder's arguments to SwiftPM.
  var scratchArguments: [String] { ScratchArguments.forFolder(scratchPath) }

  /// The build folder.
  var scratchFolder: URL {
    scratchPath.map { URL(fileURLWithPath: $0) } ?? output.appendingPathComponent(".build")
  }

  /// Sets ``compatPackages`` to those the graph needs: resolves it with every package of
  /// `Compat/` (so no upstream package TCA Lite replaces is fetched, whatever version the graph
  /// asks for), then keeps those some package of the graph depends on. When the graph does not
  /// resolve, all stay, and the build says why it does not.
  mutating func resolveCompatPackages(_ units: inout [PortedUnit], log: (String) -> Void)
    throws
  {
    let used = Set(units.flatMap { $0.unit.externalProducts + $0.unit.plugins }.map(\.package))
    compatPackages = used.isEmpty ? [] : CompatPackages.identities.sorted()
    guard !compatPackages.isEmpty else { return }
    try writeManifest(units)
    try checkManifest()
    let arguments =
      ["swift", "package", "resolve", "--package-path", output.path] + scratchArguments
    log("resolving the graph: \(arguments.joined(separator: " "))")
    let (status, _) = try Command.run(arguments)
    guard status == 0 else { return }
    if used.contains("") {
      Self.findPackages(of: &units, owners: ResolvedGraph.productOwners(in: scratchFolder))
      try writeManifest(units)
    }
    Self.dropImports(of: &units, in: ResolvedGraph.modules(inGraphResolvedIn: scratchFolder))
    compatPackages = ResolvedGraph.named(inGraphResolvedIn: scratchFolder).sorted()
    if !compatPackages.isEmpty {
      log("  TCA Lite in place of \(compatPackages.joined(separator: ", ")) (Compat/)")
    }
  }

  /// Takes out of each unit's unavailable imports those of `modules`, which a package of the
  /// resolved graph declares: the unit builds with them.
  static func dropImports(of units: inout [PortedUnit], in modules: Set<String>) {
    for index in units.indices {
      units[index].unavailableImports.removeAll { modules.contains($0.module) }
    }
  }

  /// Gives each product whose package was not known the package of the resolved graph that
  /// declares it (`owners`, by product name); one no package declares is dropped, and the
  /// module importing it reports the missing module.
  static func findPackages(of units: inout [PortedUnit], owners: [String: String]) {
    for index in units.indices {
      units[index].unit.externalProducts = units[index].unit.externalProducts.compactMap {
        product in
        guard product.package.isEmpty else { return product }
        return owners[product.name].map { AppUnit.ExternalProduct(name: product.name, package: $0) }
      }
    }
  }

  /// Ports each package of the graph whose own code fails in a build's `text` for a view
  /// framework it imports (see ``PortedPackage``), once: the ported package depends on the copy
  /// by path from then on. Returns whether one was ported, and the build is to run again.
  private mutating func portPackages(failingIn text: String, log: (String) -> Void) throws -> Bool {
    let failing = ResolvedGraph.packagesFailing(in: text, scratch: scratchFolder)
    var ported = try setAsideFailingFiles(ofPortedPackagesIn: text, log: log)
    for (identity, error) in failing.sorted(by: { $0.key < $1.key })
    where PortedPackage.canPort(after: error)
      && !portedPackages.contains(where: { $0.identity == identity })
    {
      guard let source = ResolvedGraph.folder(ofPackage: identity, resolvedIn: scratchFolder)
      else { continue }
      let package = try PortedPackage.port(
        identity, reason: error, from: source,
        to: output.appendingPathComponent("Ported/\(identity)"), liteRoot: liteRoot)
      portedPackages.append(package)
      log("  \(identity)'s own code needs a framework Linux lacks: ported into \(package.folder)")
      ported = true
    }
    return ported
  }

  /// Sets aside the files of a ported package whose code fails in a build's `text` when some of
  /// its files still have the package's Swift files to build (the app may need none of them), a
  /// few times at most. Returns whether any was set aside, and the build is to run again.
  private mutating func setAsideFailingFiles(
    ofPortedPackagesIn text: String, log: (String) -> Void
  ) throws -> Bool {
    var setAside = false
    for index in portedPackages.indices where portedPackages[index].rounds < 5 {
      let folder = output.appendingPathComponent(portedPackages[index].folder)
      let failing = PortedPackage.failingFiles(in: text, packageFolder: folder)
      let sources = folder.appendingPathComponent("Sources").path
      let remaining =
        FileManager.default.enumerator(atPath: sources)?
        .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.count ?? 0
      guard !failing.isEmpty, failing.count < remaining else { continue }
      for (path, errors) in failing.sorted(by: { $0.key < $1.key }) {
        let url = folder.appendingPathComponent(path)
        let lines = errors.compactMap { error in
          error.split(separator: ":").dropFirst().first.flatMap { Int($0) }
        }
        // A function the app need not call (a CocoaPods decoder beside the SwiftPM one) keeps
        // its signature, doing nothing; a file whose errors are elsewhere goes.
        if let source = try? String(contentsOf: url, encoding: .utf8),
          let stubbed = PortedPackage.stubbing(source, errorsAt: lines)
        {
          try stubbed.text.write(to: url, atomically: true, encoding: .utf8)
          portedPackages[index].setAside.append(
            (
              path,
              "stubbed \(stubbed.stubbed.joined(separator: ", ")) (throwing, returning nil or doing nothing, as its signature allows): \(errors[0])"
            ))
          log("  \(portedPackages[index].identity): \(path) does not build here: stubbed")
        } else {
          try FileManager.default.removeItem(at: url)
          portedPackages[index].setAside.append((path, "set aside: \(errors[0])"))
          log("  \(portedPackages[index].identity): \(path) does not build here: set aside")
        }
      }
      portedPackages[index].rounds += 1
      setAside = true
    }
    return setAside
  }

  /// Each unit with errors in a failed build's `text` is removed, failing with its first error
  /// and a hint; a build that failed with no unit to blame (and none removed) is an error.
  private func blame(
    errorsIn text: String, of active: [PortedUnit], removing removed: inout Set<String>,
    into failures: inout [Failure]
  ) throws {
    let errors = BuildErrors(output: text, packageFolder: output.path, units: active)
    removed.formUnion(
      removing(
        active, using: ResolvedGraph.packagesFailing(in: text, scratch: scratchFolder),
        into: &failures, because: .doesNotBuild))
    guard !errors.errorsByUnit.isEmpty || !removed.isEmpty else {
      // SwiftPM prints "Building for …" once the graph is resolved and loaded.
      let stage: PackageFailure.Stage = text.contains("Building for") ? .build : .resolution
      throw PackageFailure(stage: stage, output: text, packageFolder: output)
    }
    for (unit, unitErrors) in errors.errorsByUnit.sorted(by: { $0.key < $1.key }) {
      removed.insert(unit)
      let diagnosed = unitErrors.map { error in
        (
          error: error,
          hint: BuildErrors.hint(for: error, line: BuildErrors.sourceLine(of: error, in: output))
        )
      }
      failures.append(
        Failure(
          unit: unit, error: diagnosed[0].error, hint: diagnosed[0].hint,
          laterErrors: Array(diagnosed.dropFirst())))
    }
  }

  /// Keeps each removed test unit whose errors are all in some of its files, once: those files
  /// move to `NotBuilding/<unit>/` and the unit builds again without them (a test file of
  /// isowords calls `URLResponse()`, which Linux Foundation lacks; the module's other tests
  /// run). A test file is a leaf: only its own tests go with it. A unit already trimmed that
  /// fails again goes whole.
  private func setAsideFailingTestFiles(
    of active: inout [PortedUnit], removing removed: inout Set<String>,
    in failures: inout [Failure], once trimmed: inout Set<String>
  ) throws {
    for index in active.indices {
      let unit = active[index]
      let name = unit.unit.name
      guard unit.unit.kind == .tests, removed.contains(name), !trimmed.contains(name),
        let failureIndex = failures.lastIndex(where: { $0.unit == name }),
        let files = Self.failingFiles(of: failures[failureIndex], in: unit)
      else { continue }
      trimmed.insert(name)
      removed.remove(name)
      failures[failureIndex].filesSetAside = files
      active[index].files.removeAll { files.contains("\(unit.folder)/\($0.destination)") }
      let manager = FileManager.default
      for file in files {
        let destination = output.appendingPathComponent("NotBuilding/\(name)")
          .appendingPathComponent(String(file.dropFirst(unit.folder.count + 1)))
        try manager.createDirectory(
          at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? manager.removeItem(at: destination)
        try manager.moveItem(at: output.appendingPathComponent(file), to: destination)
      }
    }
  }

  /// The files of `unit` the errors of `failure` are in, when they are some of its files but not
  /// all; nil otherwise.
  static func failingFiles(of failure: Failure, in unit: PortedUnit) -> [String]? {
    let errors = [failure.error] + failure.laterErrors.map(\.error)
    var files: [String] = []
    for error in errors {
      guard let path = error.split(separator: ":").first.map(String.init),
        path.hasPrefix(unit.folder + "/")
      else { return nil }
      if !files.contains(path) { files.append(path) }
    }
    let all = Set(unit.files.map { "\(unit.folder)/\($0.destination)" })
    guard Set(files).isSubset(of: all), files.count < all.count else { return nil }
    return files
  }

  /// Keeps each unit of `active` that depends on a `removed` one only through files its views
  /// were all removed from (Critical Maps' settings view imported the guide feature for its
  /// views): those files lose the import and the unit the dependency. Should another of its files
  /// use the module's extensions all the same (an import anywhere in a module makes them visible
  /// in all its files), that error takes the unit out in the next build.
  private func detachViewOnlyImports(of active: inout [PortedUnit], from removed: Set<String>)
    throws
  {
    var files = PackageFiles(root: output)
    for index in active.indices where !removed.contains(active[index].unit.name) {
      for module in active[index].appDependencies where removed.contains(module) {
        let importing = active[index].files.indices.filter {
          active[index].files[$0].ported.imports.contains(module)
        }
        guard !importing.isEmpty,
          importing.allSatisfy({ active[index].files[$0].ported.holdsOnlyImports })
        else { continue }
        for fileIndex in importing {
          let file = active[index].files[fileIndex]
          let ported = file.ported.droppingImports(of: [module])
          active[index].files[fileIndex].ported = ported
          try files.write(ported.text, to: "\(active[index].folder)/\(file.destination)")
        }
        active[index].appDependencies.removeAll { $0 == module }
      }
    }
  }

  /// Removes, until none is left, every unit of `active` that depends on a removed one, but for
  /// those that depend on it only through files of removed views (see
  /// ``detachViewOnlyImports(of:from:)``).
  private func removeDependents(
    in active: inout [PortedUnit], removing removed: inout Set<String>,
    into failures: inout [Failure]
  ) throws {
    var changed = true
    while changed {
      changed = false
      try detachViewOnlyImports(of: &active, from: removed)
      // Those removed in this pass are detached from before the next takes their dependents.
      let removedBefore = removed
      for unit in active where !removed.contains(unit.unit.name) {
        if let dependency = unit.appDependencies.first(where: removedBefore.contains) {
          removed.insert(unit.unit.name)
          failures.append(
            Failure(
              unit: unit.unit.name, error: "depends on \(dependency), which does not build",
              hint: "port \(dependency) first"))
          changed = true
        }
      }
    }
  }

  /// The units of `active` using one of `packages` (by identity, with why it fails), each added
  /// to `failures`.
  private func removing(
    _ active: [PortedUnit], using packages: [String: String], into failures: inout [Failure],
    because reason: PackageTrouble = .doesNotResolve
  ) -> Set<String> {
    var removed: Set<String> = []
    for unit in active {
      guard
        let package = (unit.unit.externalProducts + unit.unit.plugins).map(\.package).first(
          where: packages.keys.contains)
      else { continue }
      removed.insert(unit.unit.name)
      failures.append(
        Failure(
          unit: unit.unit.name,
          error: "uses \(package), which does not \(reason.rawValue): \(packages[package]!)",
          hint: reason.hint))
    }
    return removed
  }

  /// Why a package takes out the modules using it.
  enum PackageTrouble: String {
    /// SwiftPM cannot fetch or resolve it.
    case doesNotResolve = "resolve"
    /// Its own code has compiler errors here.
    case doesNotBuild = "build"

    var hint: String {
      switch self {
      case .doesNotResolve:
        "git cannot fetch it from here: check its address, and that this machine reaches it (network, credentials, a mirror); the modules that do not need it are built"
      case .doesNotBuild:
        "the package's own code does not build on Linux: keep what needs it out of the modules the tests need (in a live value tca-port leaves out, or a file tca-port.json excludes); the modules that do not need it are built"
      }
    }
  }

  /// The packages by address the units use that git cannot reach (`git ls-remote`, as SwiftPM
  /// would fetch them, with no prompt for credentials or host keys), by identity, each with
  /// git's error.
  func unreachablePackages(of units: [PortedUnit]) -> [String: String] {
    let used = Set(units.flatMap { $0.unit.externalProducts + $0.unit.plugins }.map(\.package))
    var unreachable: [String: String] = [:]
    for identity in used.sorted() {
      guard let declaration = externalPackages[identity],
        let url = Self.address(of: declaration),
        let (status, output) = try? Command.run(
          [
            "GIT_TERMINAL_PROMPT=0", "GIT_SSH_COMMAND=ssh -o BatchMode=yes", "git", "ls-remote",
            "--heads", url,
          ], timeout: 60),
        status != 0
      else { continue }
      let reason = output.split(separator: "\n").first { $0.hasPrefix("fatal: ") }
      unreachable[identity] = reason.map(String.init) ?? "git cannot reach \(url)"
    }
    return unreachable
  }

  /// The packages kept as the app declares them that SwiftPM could not fetch or resolve, by
  /// identity, each with the first error line naming it.
  func unresolvedPackages(in output: String) -> [String: String] {
    var unresolved: [String: String] = [:]
    let errors = output.split(separator: "\n").filter { $0.hasPrefix("error: ") }
    for (identity, declaration) in externalPackages {
      let url = Self.address(of: declaration)
      let named = errors.first { line in
        url.map { line.contains($0) } == true || line.contains("'\(identity)'")
      }
      if let named { unresolved[identity] = String(named.dropFirst("error: ".count)) }
    }
    return unresolved
  }

  /// The address a `.package(url: …)` declaration names; nil for a package by path.
  static func address(of declaration: String) -> String? {
    declaration.firstMatch(of: /url: "([^"]+)"/).map { String($0.1) }
  }

  /// `m:ss` since `start`.
  static func elapsed(since start: Date) -> String {
    let seconds = Int(Date().timeIntervalSince(start))
    return "\(seconds / 60):\(String(format: "%02d", seconds % 60))"
  }

  /// Copies what the unit's package declares and the port keeps as it is: its resources, what
  /// its build plugins may read and its tests' reference snapshots, or a system library's module
  /// map and headers.
  private func copyCarriedFiles(of unit: PortedUnit, into files: inout PackageFiles) throws {
    guard let app, let root = unit.unit.root else { return }
    let source = app.appendingPathComponent(root)
    let paths =
      unit.unit.kind == .systemLibrary
      ? (try? FileManager.default.contentsOfDirectory(atPath: source.path)) ?? []
      : unit.unit.resources.map(\.path) + unit.unit.pluginInputs + unit.unit.snapshots
    for path in paths {
      do {
        try files.copy(source.appendingPathComponent(path), to: "\(unit.folder)/\(path)")
      } catch {
        throw PortError("cannot copy \(root)/\(path), which \(unit.unit.name) declares: \(error)")
      }
    }
  }

  private func moveAside(_ unit: PortedUnit) throws {
    let manager = FileManager.default
    let destination = output.appendingPathComponent("NotBuilding/\(unit.unit.name)")
    let source = output.appendingPathComponent(unit.folder)
    guard manager.fileExists(atPath: destination.path) else {
      try manager.createDirectory(
        at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
      try manager.moveItem(at: source, to: destination)
      return
    }
    // Some of its test files were set aside before: the rest joins them.
    for case let path as String in manager.enumerator(atPath: source.path) ?? .init() {
      let file = source.appendingPathComponent(path)
      var isFolder: ObjCBool = false
      guard manager.fileExists(atPath: file.path, isDirectory: &isFolder), !isFolder.boolValue
      else { continue }
      let target = destination.appendingPathComponent(path)
      try manager.createDirectory(
        at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      try? manager.removeItem(at: target)
      try manager.moveItem(at: file, to: target)
    }
    try manager.removeItem(at: source)
  }

  private func writeManifest(_ units: [PortedUnit]) throws {
    var manifest = ManifestWriter(
      packageName: packageName, liteRoot: liteRoot, languageMode: languageMode,
      targets: units.map { unit in
        ManifestWriter.Target(
          name: unit.unit.name, isTest: unit.unit.kind == .tests,
          appDependencies: unit.appDependencies,
          products: unit.products)
      })
    for (index, unit) in units.enumerated() {
      manifest.targets[index].externalProducts = unit.unit.externalProducts
      manifest.targets[index].resources = unit.unit.resources
      manifest.targets[index].exclude = unit.unit.snapshots
      manifest.targets[index].plugins = unit.unit.plugins
      manifest.targets[index].systemLibrary = unit.unit.systemLibrary
      manifest.targets[index].languageMode = unit.unit.languageMode
      manifest.targets[index].isMacro = unit.unit.kind == .macro
    }
    manifest.externalPackages = externalPackages
    manifest.compatPackages = compatPackages
    manifest.portedPackages = portedPackages.map(\.identity)
    var files = PackageFiles(root: output)
    try files.write(manifest.text, to: "Package.swift")
  }
}
