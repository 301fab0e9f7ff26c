import SwiftParser
import SwiftSyntax

/// One Swift file of the app, its view layer removed and its imports made to build on Linux.
struct PortedFile: Sendable {
  /// The file's new text.
  var text: String
  /// What was removed, and why.
  var removals: [Removal]
  /// The modules the new text imports, in order.
  var imports: [String]
  /// What in the kept code will not build on Linux, with a hint.
  var blockers: [Blocker]
  /// The new text's syntax tree, so that what reads the file next does not parse it again.
  var tree: SourceFileSyntax
}

extension PortedFile {
  /// Whether the stripping left the file nothing but imports it does not re-export.
  var holdsOnlyImports: Bool {
    !removals.isEmpty
      && tree.statements.allSatisfy { item in
        guard let importDecl = item.item.as(ImportDeclSyntax.self) else { return false }
        return !importDecl.attributes.names.contains("_exported")
      }
  }

  /// The file without its imports of `modules`.
  func droppingImports(of modules: Set<String>) -> PortedFile {
    var kept = Array(
      tree.statements.filter { item in
        guard let module = item.item.as(ImportDeclSyntax.self)?.path.first?.name.text else {
          return true
        }
        return !modules.contains(module)
      })
    // The first import kept takes the place (and the leading comments) of the first one.
    if let first = tree.statements.first, !kept.isEmpty, kept[0].id != first.id {
      kept[0].leadingTrivia = first.leadingTrivia
    }
    let file = tree.with(\.statements, CodeBlockItemListSyntax(kept))
    var ported = self
    ported.text = file.description
    ported.tree = file
    ported.imports = imports.filter { !modules.contains($0) }
    return ported
  }
}

/// Ports one file: strips its view layer, replaces view-framework imports by `Foundation` (and
/// the shims when the rest of the file names one of their types), and in tests that use
/// `TestStore` adds `import ComposableArchitectureTesting`.
enum FilePorter {
  /// Reads a file's declared view types into `collector` (the module's first pass).
  static func collectViewTypes(_ source: String, into collector: inout ViewTypeCollector) {
    collector.read(Parser.parse(source: source))
  }

  /// Reads the view types of a file already parsed into `collector`.
  static func collectViewTypes(_ file: SourceFileSyntax, into collector: inout ViewTypeCollector) {
    collector.read(file)
  }

  /// The ported text of `source`, given the view types of its whole module and the file-scope
  /// functions and variables only its views used.
  /// With `liveValuesNeeding`, the frameworks Linux lacks that the file imports, its dependency
  /// keys' live values go too (see ``LiveValueStripper``). `packageModules` are the modules the
  /// app's packages declare: one named as an Apple framework (a package's `Network`) is the
  /// package's, never the framework.
  static func port(
    _ source: String, viewTypeNames: Set<String>, viewOnlyNames: Set<String> = [],
    appTypeNames: Set<String> = [], viewNamespaces: Set<String> = [],
    packageModules: Set<String> = [], isTest: Bool, liveValuesNeeding frameworks: [String] = []
  ) -> PortedFile {
    port(
      Parser.parse(source: source), viewTypeNames: viewTypeNames, viewOnlyNames: viewOnlyNames,
      appTypeNames: appTypeNames, viewNamespaces: viewNamespaces, packageModules: packageModules,
      isTest: isTest, liveValuesNeeding: frameworks)
  }

  /// The ported text of a file already parsed (see ``port(_:viewTypeNames:viewOnlyNames:isTest:liveValuesNeeding:)``).
  static func port(
    _ file: SourceFileSyntax, viewTypeNames: Set<String>, viewOnlyNames: Set<String> = [],
    appTypeNames: Set<String> = [], viewNamespaces: Set<String> = [],
    packageModules: Set<String> = [], isTest: Bool, liveValuesNeeding frameworks: [String] = []
  ) -> PortedFile {
    let (withoutObjC, objCRemovals) = ObjCAttributes.remove(
      from: ModuleQualifiers.requalify(in: PlatformConditions.decide(in: file)))
    let (withResponses, responseRemovals) = EmptyResponses.replace(in: withoutObjC)
    let (file, asyncTests) =
      isTest ? MainActorTests.makeAsync(in: withResponses) : (withResponses, [])
    let stripper = ViewStripper(
      viewTypeNames: viewTypeNames, viewOnlyNames: viewOnlyNames, appTypeNames: appTypeNames,
      viewNamespaces: viewNamespaces, file: file)
    var stripped = stripper.rewrite(file).cast(SourceFileSyntax.self)
    var removals = stripper.removals + objCRemovals + responseRemovals + asyncTests
    if !frameworks.isEmpty {
      let live = LiveValueStripper(file: stripped, framework: frameworks.joined(separator: ", "))
      stripped = live.strip(stripped)
      removals += live.removals
    }
    var imports = topLevelImports(stripped).filter { $0 != ViewStripper.importMarker }
    let unused = removeUnusedFrameworks(
      &imports, from: &stripped, original: file, packageModules: packageModules)
    removals += unused
    renameImportsOfStandIns(&imports, in: &stripped, packageModules: packageModules)
    stripped = addingImports(
      to: stripped, importing: imports, removedFrameworks: stripper.removedFrameworks,
      namesViews: stripper.importsViews,
      isTest: isTest)
    // An Apple framework brings Foundation (a request's `Date` and `URLQueryItem`): the file
    // whose unused framework import went imports it, if nothing else does.
    if unused.contains(where: { $0.declaration != "import Combine" }),
      !topLevelImports(stripped).contains("Foundation")
    {
      stripped = place(["Foundation"], at: "", in: stripped)
    }
    return PortedFile(
      text: stripped.description, removals: removals.sorted { $0.line < $1.line },
      imports: ImportCollector.modules(in: stripped),
      blockers: BlockerScanner.blockers(in: stripped), tree: stripped)
  }

  /// Removes the imports of Apple frameworks the file no longer names anything of, once its
  /// views are gone; the removals, at their lines in `original`. An `@_exported` import stays:
  /// it is for the module's users (composable-core-location re-exports CoreLocation).
  private static func removeUnusedFrameworks(
    _ imports: inout [String], from file: inout SourceFileSyntax, original: SourceFileSyntax,
    packageModules: Set<String>
  ) -> [Removal] {
    var removals: [Removal] = []
    let exported = Set(
      file.statements.compactMap { item -> String? in
        guard let importDecl = item.item.as(ImportDeclSyntax.self),
          importDecl.attributes.names.contains("_exported")
        else { return nil }
        return importDecl.path.first?.name.text
      })
    for module in imports where !exported.contains(module) && !packageModules.contains(module) {
      guard let names = AppleFramework.isUnused(module, in: file) else { continue }
      file = place([], at: module, in: file)
      imports.removeAll { $0 == module }
      removals.append(
        Removal(
          declaration: "import \(module)",
          reason: "names nothing of \(module)'s (\(names)) once the views are gone; not on Linux",
          line: line(ofImport: module, in: original)))
    }
    return removals
  }

  /// Imports of frameworks with a stand-in import the stand-in's module instead, and those with
  /// a package of their API (``AppleFramework/linuxModules``) that package's module.
  private static func renameImportsOfStandIns(
    _ imports: inout [String], in file: inout SourceFileSyntax, packageModules: Set<String>
  ) {
    // Imports inside `#if` blocks too: a module the package declares is imported wherever.
    for imported in ImportCollector.modules(in: file) where !packageModules.contains(imported) {
      guard let framework = AppleStandIns.framework(forImport: imported) else { continue }
      // Its stand-in is a module of another name (see `AppleStandIns.module(for:)`).
      let module = AppleStandIns.module(for: framework)
      file = renamingImport(of: imported, to: module, in: file)
      imports = imports.map { $0 == imported ? module : $0 }
    }
    for (framework, module) in AppleFramework.linuxModules
    where imports.contains(framework) && !packageModules.contains(framework) {
      file = renamingImport(of: framework, to: module, in: file)
      imports = imports.map { $0 == framework ? module : $0 }
    }
  }

  /// The file with the imports it now needs: Foundation where a removed view framework brought
  /// it (and Combine, which SwiftUI brings), the shims where it names what they provide (their view-framework names, where the file
  /// `namesViews` as ``ViewStripper/importsViews`` says), and `ComposableArchitectureTesting`
  /// beside `ComposableArchitecture` in a test file using `TestStore`.
  private static func addingImports(
    to file: SourceFileSyntax, importing imports: [String], removedFrameworks: [String],
    namesViews: Bool, isTest: Bool
  ) -> SourceFileSyntax {
    var replacing: [String] = []
    if !removedFrameworks.isEmpty, !imports.contains("Foundation") {
      replacing.append("Foundation")
    }
    // SwiftUI brings Combine on Apple platforms: a file that named Combine's types through it
    // (`ObservableObject`, `@Published`) imports OpenCombine's shim instead.
    if removedFrameworks.contains("SwiftUI"), !imports.contains(AppleFramework.openCombineShim),
      !imports.contains("Combine"), mentionsAny(AppleFramework.combineNames, in: file)
    {
      replacing.append(AppleFramework.openCombineShim)
    }
    let needsShims =
      mentionsAny(PortShimNames.foundationNames, in: file)
      || namesViews
        && mentionsAny(
          PortShimNames.viewFrameworkNames.union(PortShimNames.viewFrameworkMembers.keys), in: file)
    if needsShims, !imports.contains(PortShimNames.module) {
      replacing.append(PortShimNames.module)
    }
    var file = place(replacing, at: ViewStripper.importMarker, in: file)
    if isTest, imports.contains("ComposableArchitecture"),
      !imports.contains("ComposableArchitectureTesting"), mentions("TestStore", in: file)
    {
      file = place(
        ["ComposableArchitecture", "ComposableArchitectureTesting"], at: "ComposableArchitecture",
        in: file)
    }
    return file
  }

  /// The modules `file` imports at its top level, in order.
  static func topLevelImports(_ file: SourceFileSyntax) -> [String] {
    file.statements.compactMap { item in
      item.item.as(ImportDeclSyntax.self)?.path.first?.name.text
    }
  }

  private static func mentions(_ name: String, in file: SourceFileSyntax) -> Bool {
    file.tokens(viewMode: .sourceAccurate).contains { $0.text == name }
  }

  static func mentionsAny(_ names: Set<String>, in file: SourceFileSyntax) -> Bool {
    file.tokens(viewMode: .sourceAccurate).contains { names.contains($0.text) }
  }

  private static func line(ofImport module: String, in file: SourceFileSyntax) -> Int {
    let converter = SourceLocationConverter(fileName: "", tree: file)
    let item = file.statements.first {
      $0.item.as(ImportDeclSyntax.self)?.path.trimmedDescription == module
    }
    return item.map { $0.startLocation(converter: converter).line } ?? 1
  }

  /// The file with its top-level `import <module>` replaced by imports of `modules` (or removed,
  /// when there are none): the first keeps the import's comments and position.
  private static func place(_ modules: [String], at module: String, in file: SourceFileSyntax)
    -> SourceFileSyntax
  {
    var items = Array(file.statements)
    guard
      let index = items.firstIndex(where: {
        $0.item.as(ImportDeclSyntax.self)?.path.trimmedDescription == module
      })
    else {
      // The view imports were all inside `#if` blocks: the new ones go after the last import,
      // or first in the file, each on a line of its own, and what follows them on another.
      let end = (items.lastIndex { $0.item.is(ImportDeclSyntax.self) } ?? -1) + 1
      let newItems = modules.enumerated().map { offset, module in
        importItem(module).with(\.leadingTrivia, offset == 0 && end == 0 ? [] : .newline)
      }
      if !newItems.isEmpty, end < items.count {
        let next = items[end].leadingTrivia
        let separator: Trivia = end == 0 ? .newlines(2) : .newline
        items[end] = items[end].with(
          \.leadingTrivia, next.first?.isNewline == true && end > 0 ? next : separator + next)
      }
      items.insert(contentsOf: newItems, at: end)
      return file.with(\.statements, CodeBlockItemListSyntax(items))
    }
    let original = items.remove(at: index)
    let newItems = modules.enumerated().map { offset, module in
      importItem(module)
        .with(\.leadingTrivia, offset == 0 ? original.leadingTrivia : .newline)
    }
    if newItems.isEmpty, index < items.count {
      // At the top of the file the next item takes the removed one's place, header and all.
      let leading =
        index == 0
        ? original.leadingTrivia
          + Trivia(pieces: items[index].leadingTrivia.drop(while: \.isWhitespace))
        : original.leadingTrivia.detachedComments + items[index].leadingTrivia
      items[index] = items[index].with(\.leadingTrivia, leading)
    }
    items.insert(contentsOf: newItems, at: index)
    return file.with(\.statements, CodeBlockItemListSyntax(items))
  }

  /// The file with every import of `module` importing `newModule` instead, at file scope and
  /// inside `#if` blocks, its attributes (`@preconcurrency`) and trivia kept: `import os.log`
  /// imports the stand-in module (which has no submodules), `import struct os.Logger` the
  /// stand-in's declaration of that name.
  private static func renamingImport(
    of module: String, to newModule: String, in file: SourceFileSyntax
  ) -> SourceFileSyntax {
    ImportRenamer(module: module, newModule: newModule).rewrite(file).cast(SourceFileSyntax.self)
  }

  private final class ImportRenamer: SyntaxRewriter {
    let module: String
    let newModule: String

    init(module: String, newModule: String) {
      self.module = module
      self.newModule = newModule
      super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ImportDeclSyntax) -> DeclSyntax {
      guard var first = node.path.first, first.name.text == module else {
        return DeclSyntax(node)
      }
      first.name = first.name.with(\.tokenKind, .identifier(newModule))
      var components = [first]
      if node.importKindSpecifier != nil { components += node.path.dropFirst() }
      components[components.count - 1].trailingPeriod = nil
      return DeclSyntax(node.with(\.path, ImportPathComponentListSyntax(components)))
    }

    override func visit(_ node: CodeBlockSyntax) -> CodeBlockSyntax { node }
    override func visit(_ node: MemberBlockSyntax) -> MemberBlockSyntax { node }
  }

  /// `import <module>`, as an item of a file.
  static func importItem(_ module: String) -> CodeBlockItemSyntax {
    Parser.parse(source: "import \(module)").statements.first!
  }
}
