import Foundation
import SwiftParser

/// Porting the packages of the graph whose own code fails for a view framework it imports (see
/// ``PortedPackage``), and setting aside their files that still do not build.
extension PackageBuilder {
  /// Ports each package of the graph whose own code fails in a build's `text` for a view
  /// framework it imports (see ``PortedPackage``), once: the ported package depends on the copy
  /// by path from then on. Returns whether one was ported, and the build is to run again.
  mutating func portPackages(failingIn text: String, log: (String) -> Void) throws -> Bool {
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

  /// Makes the files of each ported package whose code fails in a build's `text` compile, as
  /// the app's own (``repair(failingIn:active:log:)``): an import nothing here has is dropped,
  /// a renamed name written anew, each failing body stubbed, a type nothing declares
  /// synthesized beside the file; a file none of that mends is set aside (the app may need none
  /// of it). A few rounds at most. Returns whether anything changed, and the build is to run
  /// again.
  private mutating func setAsideFailingFiles(
    ofPortedPackagesIn text: String, log: (String) -> Void
  ) throws -> Bool {
    var changed = false
    let graph = ResolvedGraph.modules(inGraphResolvedIn: scratchFolder)
    for index in portedPackages.indices where portedPackages[index].rounds < PortRepairs.roundLimit
    {
      let folder = output.appendingPathComponent(portedPackages[index].folder)
      let errors = BuildErrors.located(in: text, packageFolder: folder.path)
        .compactMap(CompilerError.init)
      guard !errors.isEmpty else { continue }
      var usesShims = false
      for (path, fileErrors) in Dictionary(grouping: errors, by: \.path).sorted(by: {
        $0.key < $1.key
      }) {
        let outcome = try repairFile(
          path, of: portedPackages[index], in: folder, errors: fileErrors, graph: graph)
        usesShims = usesShims || outcome.usesShims
        if let setAside = outcome.setAside {
          portedPackages[index].setAside.append((path, setAside))
          log("  \(portedPackages[index].identity): \(path) does not build here: set aside")
        }
      }
      if usesShims {
        try PortedPackage.addPortModules(
          [PortShimNames.module], toManifestsIn: folder, liteRoot: liteRoot)
      }
      portedPackages[index].rounds += 1
      changed = true
    }
    return changed
  }

  /// Mends one file of a ported package for its `errors`: whether it now imports the shims, or
  /// why it was set aside.
  private mutating func repairFile(
    _ path: String, of package: PortedPackage, in folder: URL, errors: [CompilerError],
    graph: Set<String>
  ) throws -> (usesShims: Bool, setAside: String?) {
    let url = folder.appendingPathComponent(path)
    let inPackage = "\(package.folder)/\(path)"
    guard let source = try? String(contentsOf: url, encoding: .utf8) else { return (false, nil) }
    let tree = Parser.parse(source: source)
    let file = PortedFile(
      text: source, removals: [], imports: FilePorter.topLevelImports(tree), blockers: [],
      tree: tree)
    let missing = ModuleCatalog.unavailable(
      Set(errors.compactMap(\.missingModule)), appModules: [], graph: graph)
    if !missing.isEmpty {
      for module in missing.sorted() { repairs.addDroppedImport(module, from: inPackage) }
      try file.droppingFrameworkImports(of: missing).text.write(
        to: url, atomically: true, encoding: .utf8)
      return (false, nil)
    }
    // One file of types per module: its target's folder, else SwiftPM's `Sources/<module>/`,
    // else the file's folder.
    let components = path.split(separator: "/")
    let directory =
      package.targetFolder(of: path)
      ?? (components.count > 2 && components[0] == "Sources"
        ? "Sources/\(components[1])" : (path as NSString).deletingLastPathComponent)
    let module = "\(package.folder)/\(directory)"
    let mending = FileMending(
      file, at: inPackage, errors: errors, known: repairs.types(of: module),
      droppedFrameworks: repairs.frameworksDropped(from: inPackage), eraser: eraser(of:))
    repairs.fixes += mending.fixes
    repairs.stubs += mending.stubs
    let added = mending.types.filter { repairs.addType($0, to: module) }
    if !added.isEmpty {
      // Each type is what the module's files make of it: a protocol they conform to…
      let moduleFolder = folder.appendingPathComponent(directory)
      let trees = LayoutReader.swiftFiles(under: moduleFolder).compactMap { file in
        (try? String(contentsOf: moduleFolder.appendingPathComponent(file), encoding: .utf8))
          .map { Parser.parse(source: $0) }
      }
      let text = SynthesizedTypes.file(
        repairs.types(of: module).map { ($0, SynthesizedTypes.kind(of: $0, in: trees)) })
      try text.write(
        to: moduleFolder.appendingPathComponent(SynthesizedTypes.fileName), atomically: true,
        encoding: .utf8)
    }
    if let mended = mending.file {
      try mended.text.write(to: url, atomically: true, encoding: .utf8)
      return (!mending.stubs.isEmpty || !added.isEmpty, nil)
    }
    guard added.isEmpty else { return (true, nil) }
    try FileManager.default.removeItem(at: url)
    return (false, "set aside: \(errors[0].path):\(errors[0].line): \(errors[0].message)")
  }
}
