import Foundation
import SwiftParser

/// Making the kept code compile on Linux from a failed build's errors, before any module is left
/// out: an import of a module nothing here has is dropped (a framework Linux lacks, whatever its
/// name), a type nothing declares is synthesized, and each body that still does not compile
/// keeps its signature and reports why instead (`PortUnavailable`, in PortShims).
extension PackageBuilder {
  /// Repairs what the errors of a failed build's `text` allow in the files of `active`; true
  /// when something changed, and the package is to be built again.
  mutating func repair(failingIn text: String, active: inout [PortedUnit], log: (String) -> Void)
    throws -> Bool
  {
    guard repairs.rounds < PortRepairs.roundLimit(forUnits: active.count) else { return false }
    let errors = BuildErrors.located(in: text, packageFolder: output.path)
      .compactMap(CompilerError.init)
    var files = PackageFiles(root: output)
    let rewritten = try dropImports(
      of: unavailableModules(in: errors, active), from: &active, &files)
    var changed = !rewritten.isEmpty
    let before = repairs.stubs.count
    let fixesBefore = repairs.fixes
    var typesAdded = 0
    for index in active.indices {
      let unit = active[index]
      // A file whose imports went has moved its lines: the next build says its errors again.
      let unitErrors = errors.filter {
        $0.path.hasPrefix(unit.folder + "/") && !rewritten.contains($0.path)
      }
      guard !unitErrors.isEmpty else { continue }
      // Reading the dependencies' declarations only when a name is ambiguous.
      let declaring =
        unitErrors.contains { AmbiguousTypeNames.name(of: $0) != nil }
        ? Self.declaringModules(importedBy: active[index], in: active) : { _ in nil }
      let needed = try mendFiles(
        of: &active[index], errors: unitErrors, &files, declaringModule: declaring)
      let added = needed.filter { repairs.addType($0, to: unit.unit.name) }
      typesAdded += added.count
      if !added.isEmpty { try writeSynthesizedTypes(of: &active[index], &files) }
    }
    changed =
      changed || typesAdded > 0 || repairs.stubs.count > before || repairs.fixes > fixesBefore
    guard changed else { return false }
    repairs.rounds += 1
    log(
      "  kept code made to compile: \(repairs.stubs.count - before) bodies stubbed, \(typesAdded) types synthesized, \(repairs.droppedImports.count) imports dropped so far"
    )
    return true
  }

  /// The modules errors say are missing that neither the app, the toolchain, TCA Lite nor a
  /// package of the resolved graph has: a framework Linux lacks, whatever its name.
  private func unavailableModules(in errors: [CompilerError], _ active: [PortedUnit]) -> Set<
    String
  > {
    let missing = Set(errors.compactMap(\.missingModule))
    guard !missing.isEmpty else { return [] }
    return ModuleCatalog.unavailable(
      missing, appModules: Set(active.map(\.unit.name)),
      graph: ResolvedGraph.modules(
        inGraphResolvedIn: scratchFolder,
        excluding: Set(repairs.packagesLeftOut.map(\.identity))))
  }

  /// Drops every import of `modules` from the files of `active`; the paths of the files
  /// rewritten.
  private mutating func dropImports(
    of modules: Set<String>, from active: inout [PortedUnit], _ files: inout PackageFiles
  ) throws -> Set<String> {
    guard !modules.isEmpty else { return [] }
    var dropped: Set<String> = []
    for unitIndex in active.indices {
      let folder = active[unitIndex].folder
      for fileIndex in active[unitIndex].files.indices {
        let file = active[unitIndex].files[fileIndex]
        let imported = modules.intersection(file.ported.imports)
        guard !imported.isEmpty else { continue }
        let ported = file.ported.droppingFrameworkImports(of: imported)
        let path = "\(folder)/\(file.destination)"
        active[unitIndex].files[fileIndex].ported = ported
        try files.write(ported.text, to: path)
        for module in imported.sorted() { repairs.addDroppedImport(module, from: path) }
        active[unitIndex].unavailableImports.removeAll { imported.contains($0.module) }
        dropped.insert(path)
      }
    }
    return dropped
  }

  /// For `unit`, the one app module it depends on that declares a type name at file scope;
  /// nil when none or several do (``AmbiguousTypeNames``).
  static func declaringModules(
    importedBy unit: PortedUnit, in units: [PortedUnit]
  ) -> (String) -> String? {
    let dependencies = Set(unit.appDependencies)
    let declared = units.filter { dependencies.contains($0.unit.name) }.map { dependency in
      (
        dependency.unit.name,
        dependency.files.reduce(into: Set<String>()) {
          $0.formUnion(AmbiguousTypeNames.topLevelTypeNames(in: $1.ported.tree))
        }
      )
    }
    return { name in
      let owners = declared.filter { $0.1.contains(name) }.map(\.0)
      return owners.count == 1 ? owners[0] : nil
    }
  }

  /// Writes the unit's synthesized types (``SynthesizedTypes``) and adds the file to it.
  private func writeSynthesizedTypes(of unit: inout PortedUnit, _ files: inout PackageFiles)
    throws
  {
    let trees = unit.files.map(\.ported.tree)
    let text = SynthesizedTypes.file(
      repairs.types(of: unit.unit.name).map { ($0, SynthesizedTypes.kind(of: $0, in: trees)) })
    let ported = PortedFile(
      text: text, removals: [], imports: [], blockers: [], tree: Parser.parse(source: text))
    if let index = unit.files.firstIndex(where: { $0.destination == SynthesizedTypes.fileName }) {
      unit.files[index].ported = ported
    } else {
      unit.files.append(("(synthesized)", SynthesizedTypes.fileName, ported))
    }
    try files.write(text, to: "\(unit.folder)/\(SynthesizedTypes.fileName)")
    if !unit.products.contains(PortShimNames.module) { unit.products.append(PortShimNames.module) }
  }

  /// Mends each of the unit's files holding one of `errors` (``FileMending``); returns the
  /// names its synthesized types must hold.
  private mutating func mendFiles(
    of unit: inout PortedUnit, errors: [CompilerError], _ files: inout PackageFiles,
    declaringModule: @escaping (String) -> String?
  ) throws -> [String] {
    let known = repairs.types(of: unit.unit.name)
    var needed: [String] = []
    for index in unit.files.indices {
      let path = "\(unit.folder)/\(unit.files[index].destination)"
      let fileErrors = errors.filter { $0.path == path }
      guard !fileErrors.isEmpty else { continue }
      let ported = unit.files[index].ported
      let mending = FileMending(
        ported, at: path, errors: fileErrors, known: known,
        droppedFrameworks: repairs.frameworksDropped(from: path)
          + ported.frameworksRemoved(namedIn: fileErrors),
        eraser: eraser(of:), declaringModule: declaringModule)
      needed += mending.types
      repairs.fixes += mending.fixes
      repairs.stubs += mending.stubs
      guard let file = mending.file else { continue }
      unit.files[index].ported = file
      try files.write(file.text, to: path)
      if file.text.contains("PortUnavailable"), !unit.products.contains(PortShimNames.module) {
        unit.products.append(PortShimNames.module)
      }
    }
    return needed
  }
}
