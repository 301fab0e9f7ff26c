import Foundation

/// Leaving out what does not build: the units a failed build blames, those using a package that
/// fails, the units depending on them, and the files of a test unit that builds without them.
extension PackageBuilder {
  /// Each unit with errors in a failed build's `text` is removed, failing with its first error
  /// and a hint; a build that failed with no unit to blame (and none removed) is an error.
  func blame(
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
  func setAsideFailingTestFiles(
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
  func removeDependents(
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

  /// Leaves `packages` (by identity, with why: git cannot reach one, or SwiftPM cannot resolve
  /// it) out of the graph as a framework Linux lacks: no unit depends on their products or
  /// plugins any more, the build drops the imports of their modules and stubs what uses them,
  /// and the report says so. True when a unit used one.
  mutating func leaveOutPackages(_ packages: [String: String], from active: inout [PortedUnit])
    -> Bool
  {
    var changed = false
    for (identity, reason) in packages.sorted(by: { $0.key < $1.key }) {
      var used = externalPackages.removeValue(forKey: identity) != nil
      for index in active.indices {
        let before = active[index].unit.externalProducts.count + active[index].unit.plugins.count
        active[index].unit.externalProducts.removeAll { $0.package == identity }
        active[index].unit.plugins.removeAll { $0.package == identity }
        let after = active[index].unit.externalProducts.count + active[index].unit.plugins.count
        used = used || after < before
      }
      guard used else { continue }
      repairs.packagesLeftOut.append((identity, reason))
      changed = true
    }
    return changed
  }

  /// The units of `active` using one of `packages` (by identity, with why it fails), each added
  /// to `failures`.
  func removing(
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

    /// What to do about the modules it takes out.
    var hint: String {
      switch self {
      case .doesNotResolve:
        "git cannot fetch it from here: check its address, and that this machine reaches it (network, credentials, a mirror); the modules that do not need it are built"
      case .doesNotBuild:
        "the package's own code does not build on Linux: keep what needs it out of the modules the tests need (in a live value tca-port leaves out, or a file tca-port.json excludes); the modules that do not need it are built"
      }
    }
  }
}
