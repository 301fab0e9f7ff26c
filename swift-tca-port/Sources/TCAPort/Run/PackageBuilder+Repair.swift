import Foundation
import SwiftParser
import SwiftSyntax

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
    guard repairs.rounds < PortRepairs.roundLimit else { return false }
    let errors = BuildErrors.located(in: text, packageFolder: output.path)
      .compactMap(CompilerError.init)
    var files = PackageFiles(root: output)
    var changed = try dropImports(of: unavailableModules(in: errors, active), from: &active, &files)
    let before = repairs.stubs.count
    let fixesBefore = repairs.fixes
    var typesAdded = 0
    for index in active.indices {
      let unit = active[index]
      let unitErrors = errors.filter { $0.path.hasPrefix(unit.folder + "/") }
      guard !unitErrors.isEmpty else { continue }
      let trees = unit.files.map(\.ported.tree)
      // A member type of a type synthesized before is synthesized too, nested in it.
      let known = repairs.types(of: unit.unit.name)
      let synthesizable = { (error: CompilerError) in
        error.missingType != nil || error.missingMemberType.map { known.contains($0.outer) } == true
      }
      let left = try stubBodies(
        of: &active[index], errors: unitErrors.filter { !synthesizable($0) }, &files)
      // Outside a body, `let manager = CMMotionManager()` needs the type.
      var missing =
        unitErrors.compactMap(\.missingType) + left.compactMap(\.missingTypeLikeName)
        + unitErrors.compactMap(\.missingMemberType).filter { known.contains($0.outer) }.map {
          "\($0.outer).\($0.name)"
        }
      let members = left.compactMap { error -> String? in
        guard let (type, member, isStatic) = error.missingMember, known.contains(type) else {
          return nil
        }
        let isCalled = Self.isCalled(member, at: error, in: active[index])
        return SynthesizedTypes.member(member, of: type, isStatic: isStatic, isCalled: isCalled)
      }
      missing += members
      var synthesized = false
      for name in Set(missing).sorted() where repairs.addType(name, to: unit.unit.name) {
        synthesized = true
        typesAdded += 1
      }
      if synthesized { try writeSynthesizedTypes(of: &active[index], trees: trees, &files) }
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
    let appModules = Set(active.map(\.unit.name))
    let graph = ResolvedGraph.modules(inGraphResolvedIn: scratchFolder)
    return missing.filter { module in
      ModuleCatalog.resolve(module, appModules: appModules) == .unavailable
        && !graph.contains(module)
    }
  }

  /// Drops every import of `modules` from the files of `active`; true when one was.
  private mutating func dropImports(
    of modules: Set<String>, from active: inout [PortedUnit], _ files: inout PackageFiles
  ) throws -> Bool {
    guard !modules.isEmpty else { return false }
    var dropped = false
    for unitIndex in active.indices {
      let folder = active[unitIndex].folder
      for fileIndex in active[unitIndex].files.indices {
        let file = active[unitIndex].files[fileIndex]
        let imported = modules.intersection(file.ported.imports)
        guard !imported.isEmpty else { continue }
        // Apple's frameworks bring Foundation with them: the file keeps it.
        var ported = file.ported.droppingImports(of: imported)
        if !ported.imports.contains("Foundation") { ported = ported.addingImport("Foundation") }
        let path = "\(folder)/\(file.destination)"
        active[unitIndex].files[fileIndex].ported = ported
        try files.write(ported.text, to: path)
        for module in imported.sorted() { repairs.addDroppedImport(module, from: path) }
        active[unitIndex].unavailableImports.removeAll { imported.contains($0.module) }
        dropped = true
      }
    }
    return dropped
  }

  /// Writes the unit's synthesized types (``SynthesizedTypes``) and adds the file to it.
  private func writeSynthesizedTypes(
    of unit: inout PortedUnit, trees: [SourceFileSyntax], _ files: inout PackageFiles
  ) throws {
    let names = repairs.types(of: unit.unit.name)
    let text = SynthesizedTypes.file(
      names.map { ($0, SynthesizedTypes.kind(of: $0, in: trees)) })
    let ported = PortedFile(
      text: text, removals: [], imports: [], blockers: [], tree: Parser.parse(source: text))
    if let index = unit.files.firstIndex(where: { $0.destination == SynthesizedTypes.fileName }) {
      unit.files[index].ported = ported
    } else {
      unit.files.append(("(synthesized)", SynthesizedTypes.fileName, ported))
    }
    try files.write(text, to: "\(unit.folder)/\(SynthesizedTypes.fileName)")
  }

  /// Stubs each body of the unit's files holding one of `errors`; returns the errors no body
  /// holds.
  private mutating func stubBodies(
    of unit: inout PortedUnit, errors: [CompilerError], _ files: inout PackageFiles
  ) throws -> [CompilerError] {
    var outside: [CompilerError] = []
    for index in unit.files.indices {
      let path = "\(unit.folder)/\(unit.files[index].destination)"
      let fileErrors = errors.filter { $0.path == path }
      guard !fileErrors.isEmpty else { continue }
      let ported = unit.files[index].ported
      // Renames first: the other errors' places move with them, and the next build says again.
      if let text = Renamer.rename(in: ported.tree, errors: fileErrors)
        ?? ExtraArguments.remove(in: ported.tree, errors: fileErrors)
        ?? TestDependencyKeys.demote(in: ported.tree, errors: fileErrors)
      {
        unit.files[index].ported.text = text
        unit.files[index].ported.tree = Parser.parse(source: text)
        try files.write(text, to: path)
        repairs.fixes +=
          fileErrors.filter(\.hasCompilerFix).count
        continue
      }
      let stubber = BodyStubber(
        tree: ported.tree, path: path,
        droppedFrameworks: repairs.frameworksDropped(from: path) + ported.frameworksRemoved)
      let (text, stubs, left) = stubber.stub(fileErrors)
      outside += left
      guard !stubs.isEmpty else { continue }
      var file = ported
      file.tree = Parser.parse(source: text)
      file.text = text
      if !file.imports.contains(PortShimNames.module) {
        file = file.addingImport(PortShimNames.module)
      }
      unit.files[index].ported = file
      if !unit.products.contains(PortShimNames.module) {
        unit.products.append(PortShimNames.module)
      }
      try files.write(file.text, to: path)
      repairs.stubs += stubs
    }
    return outside
  }

  /// Whether `member`, which `error` says a synthesized type lacks, is called where the error
  /// is (`Glass.regular.interactive(true)`).
  static func isCalled(_ member: String, at error: CompilerError, in unit: PortedUnit) -> Bool {
    guard
      let file = unit.files.first(where: { "\(unit.folder)/\($0.destination)" == error.path }),
      error.line > 0
    else { return false }
    let lines = file.ported.text.split(separator: "\n", omittingEmptySubsequences: false)
    guard error.line <= lines.count else { return false }
    let line = lines[error.line - 1]
    let start =
      line.utf8.index(line.startIndex, offsetBy: max(0, error.column - 1), limitedBy: line.endIndex)
      ?? line.endIndex
    guard let found = line[start...].range(of: member) else { return false }
    return line[found.upperBound...].first == "("
  }
}
