import Foundation

/// Resolving the written package's graph before it builds: its manifest checked, the packages of
/// `Compat/` it needs, and the packages that cannot be fetched or resolved, by identity.
extension PackageBuilder {
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
  /// (`swift package show-dependencies`): a ``PackageFailure`` if SwiftPM refuses it. A package
  /// that does not resolve is left out of the graph (``leaveOutPackages(_:from:)``), as the
  /// build leaves it out. No module is blocked by it: the failures are none.
  mutating func resolve(_ units: [PortedUnit]) throws -> [Failure] {
    var active = units
    while true {
      try writeManifest(active)
      try checkManifest()
      let arguments =
        ["swift", "package", "show-dependencies", "--package-path", output.path]
        + scratchArguments
      let (status, text) = try Command.run(arguments)
      if status == 0 { return [] }
      if try unpinPackagesNotCheckedOut(in: text) { continue }
      guard leaveOutPackages(unresolvedPackages(in: text), from: &active) else {
        throw PackageFailure(stage: .resolution, output: text, packageFolder: output)
      }
    }
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
    try updateUnpinnedPackages(log: log)
    if used.contains("") {
      Self.findPackages(of: &units, owners: ResolvedGraph.productOwners(in: scratchFolder))
    }
    let graphModules = ResolvedGraph.modules(inGraphResolvedIn: scratchFolder)
    Self.dropImports(of: &units, in: graphModules)
    Self.dropUnimportedProducts(
      of: &units, productModules: ResolvedGraph.productModules(in: scratchFolder),
      graphModules: graphModules)
    try writeManifest(units)
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

  /// Takes out of each unit the products of the graph none of its kept files imports a module
  /// of (`productModules`: each product's modules): an Xcode target links every package its
  /// app needs, and a package no kept file uses is not built for it. A unit importing a module
  /// of the graph (`graphModules`) that none of its products names keeps them all, as that
  /// module may come through one of them (swift-nio's `NIO` through postgres-kit).
  static func dropUnimportedProducts(
    of units: inout [PortedUnit], productModules: [String: Set<String>], graphModules: Set<String>
  ) {
    for index in units.indices {
      let unit = units[index].unit
      let imports = Set(units[index].files.flatMap(\.ported.imports))
      let named = unit.externalProducts.reduce(into: Set<String>()) { named, product in
        named.insert(product.name)
        named.formUnion(productModules[product.name] ?? [])
      }
      let throughOthers = imports.contains { graphModules.contains($0) && !named.contains($0) }
      guard !throughOthers else { continue }
      units[index].unit.externalProducts.removeAll { product in
        guard let modules = productModules[product.name] else { return false }
        return imports.isDisjoint(with: modules.union([product.name]))
      }
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
        url.map { line.contains($0) } == true
          || line.lowercased().contains("'\(identity.lowercased())'")
      }
      if let named { unresolved[identity] = String(named.dropFirst("error: ".count)) }
    }
    // A package the app's packages bring (`'grdb.swift': Couldn't check out revision`) is
    // left out with those of the app that depend on it.
    let declared = Set(externalPackages.keys.map { $0.lowercased() })
    for line in errors {
      guard let named = line.firstMatch(of: /^error: '([^']+)':\s/).map({ String($0.1) }),
        !declared.contains(named.lowercased())
      else { continue }
      let dependents = ResolvedGraph.packages(dependingOn: [named], in: scratchFolder)
      for identity in externalPackages.keys
      where unresolved[identity] == nil && dependents.contains(identity.lowercased()) {
        unresolved[identity] = "it depends on \(named): \(line.dropFirst("error: ".count))"
      }
    }
    // An artifact SwiftPM cannot download (an xcframework of an iOS SDK) names its binary
    // target, not its package.
    for line in errors {
      let targets = Set(line.matches(of: /binary target '([^']+)'/).map { String($0.1) })
      for identity in ResolvedGraph.packages(declaringBinaryTargets: targets, in: scratchFolder)
      where unresolved[identity] == nil {
        unresolved[identity] = String(line.dropFirst("error: ".count))
      }
    }
    return unresolved
  }

  /// The address a `.package(url: …)` declaration names; nil for a package by path.
  static func address(of declaration: String) -> String? {
    declaration.firstMatch(of: /url: "([^"]+)"/).map { String($0.1) }
  }
}
