import Foundation

/// Writing the ported package: its units' files, the files they carry over as they are, its
/// manifest, and the units that do not build moved aside.
extension PackageBuilder {
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

  /// Copies what the unit's package declares and the port keeps as it is: its resources, what
  /// its build plugins may read and its tests' reference snapshots, or a system library's module
  /// map and headers.
  private func copyCarriedFiles(of unit: PortedUnit, into files: inout PackageFiles) throws {
    guard let app else { return }
    for resource in unit.unit.resources {
      guard let source = resource.source else { continue }
      do {
        try files.copy(app.appendingPathComponent(source), to: "\(unit.folder)/\(resource.path)")
      } catch {
        throw PortError("cannot copy \(source), which \(unit.unit.name) carries: \(error)")
      }
    }
    guard let root = unit.unit.root else { return }
    let source = app.appendingPathComponent(root)
    let paths =
      unit.unit.kind == .systemLibrary
      ? (try? FileManager.default.contentsOfDirectory(atPath: source.path)) ?? []
      : unit.unit.resources.filter { $0.source == nil }.map(\.path) + unit.unit.pluginInputs
        + unit.unit.snapshots
    for path in paths {
      do {
        try files.copy(source.appendingPathComponent(path), to: "\(unit.folder)/\(path)")
      } catch {
        throw PortError("cannot copy \(root)/\(path), which \(unit.unit.name) declares: \(error)")
      }
    }
  }

  /// Moves a unit that does not build to `NotBuilding/<unit>/`.
  func moveAside(_ unit: PortedUnit) throws {
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

  /// Writes the manifest of `units`, with the packages the graph is to use.
  func writeManifest(_ units: [PortedUnit]) throws {
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
