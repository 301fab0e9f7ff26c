import SwiftParser
import SwiftSyntax

/// Removes a file's view layer by its syntax tree: declarations of view types and their
/// extensions, `#Preview` blocks, members that build views, and view-framework imports.
///
/// It looks only at declarations at file scope, inside `#if` blocks and in the member blocks of
/// types it keeps; it never enters a function, closure or accessor body, so reducers, state,
/// actions, dependency clients and tests keep every line.
///
/// This file holds the rewriting; what goes and why is decided in extensions: the reasons a
/// declaration is removed, what goes for UIKit, and which names are of the view layer.
final class ViewStripper: SyntaxRewriter {
  /// The module's view types.
  let viewTypeNames: Set<String>
  /// The app's own types that are not views: `UIApplicationClient` is one, not a UIKit class.
  let appTypeNames: Set<String>
  /// The functions and variables at file scope only removed views used.
  let viewOnlyNames: Set<String>
  /// The module's view types holding types that are not views, in any file
  /// (``ViewTypeCollector/viewNamespaces``).
  let viewNamespaces: Set<String>
  /// The declarations removed, in order.
  private(set) var removals: [Removal] = []
  /// The view-framework imports removed (`SwiftUI`, `UIKit`…).
  private(set) var removedFrameworks: [String] = []
  private let converter: SourceLocationConverter
  /// Whether the file imports a view framework, or a module re-exporting one: then what names
  /// UIKit is view layer.
  let importsViews: Bool

  /// A stripper of `file` removing the module's view types and, at file scope, the functions and
  /// variables in `viewOnlyNames` (those only removed views used).
  init(
    viewTypeNames: Set<String>, viewOnlyNames: Set<String> = [], appTypeNames: Set<String> = [],
    viewNamespaces: Set<String> = [], file: SourceFileSyntax
  ) {
    self.viewTypeNames = viewTypeNames
    self.viewNamespaces = viewNamespaces
    self.appTypeNames = appTypeNames.subtracting(viewTypeNames)
    self.viewOnlyNames = viewOnlyNames
    self.converter = SourceLocationConverter(fileName: "", tree: file)
    self.importsViews = ImportCollector.modules(in: file).contains { module in
      ViewVocabulary.viewFrameworks.contains(module)
        || ViewVocabulary.viewReExporters.contains(module)
    }
    super.init(viewMode: .sourceAccurate)
  }

  /// The name of the import that stands where the file's first view-framework import was, for
  /// `FilePorter` to replace by the imports the rest of the file needs.
  static let importMarker = "__TCAPortImports"

  override func visit(_ node: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
    let uiKitOnly =
      node.parent?.is(SourceFileSyntax.self) == true
      ? uiKitDependent(node.compactMap { $0.item.as(DeclSyntax.self) }) : UIKitDependent()
    let kept = keep(Array(node)) { item in
      switch item.item {
      case .decl(let decl):
        guard
          let reason = reasonToRemove(decl) ?? viewOnlyReason(decl) ?? uiKitOnly.removed[decl.id]
        else { return nil }
        if let framework = removedFramework(decl) { removedFrameworks.append(framework) }
        return reason
      case .expr(let expr):
        return expr.as(MacroExpansionExprSyntax.self).flatMap {
          previewReason($0.macroName.text)
        }
      case .stmt:
        return nil
      }
    } replacement: { item in
      if case .decl(let decl) = item.item, let namespace = namespace(replacing: decl) {
        return item.with(\.item, .decl(namespace))
      }
      if case .decl(let decl) = item.item, let stub = uiKitOnly.stub(of: decl) {
        return item.with(\.item, .decl(stub))
      }
      guard item.item.is(ImportDeclSyntax.self), removedFrameworks.count == 1,
        item.parent?.parent?.is(SourceFileSyntax.self) == true
      else { return nil }
      return FilePorter.importItem(Self.importMarker)
        .with(\.leadingTrivia, item.leadingTrivia).with(\.trailingTrivia, item.trailingTrivia)
    }
    return CodeBlockItemListSyntax(withoutEmptiedConditions(kept))
  }

  override func visit(_ node: MemberBlockItemListSyntax) -> MemberBlockItemListSyntax {
    let uiKitOnly = uiKitDependent(node.map(\.decl))
    let kept = keep(Array(node)) { member in
      reasonToRemove(member.decl) ?? uiKitOnly.removed[member.decl.id]
    } replacement: { member in
      (namespace(replacing: member.decl) ?? uiKitOnly.stub(of: member.decl)).map {
        member.with(\.decl, $0)
      }
    }
    return MemberBlockItemListSyntax(withoutEmptiedConditions(kept))
  }

  override func visit(_ node: CodeBlockSyntax) -> CodeBlockSyntax { node }
  override func visit(_ node: ClosureExprSyntax) -> ExprSyntax { ExprSyntax(node) }
  override func visit(_ node: AccessorBlockSyntax) -> AccessorBlockSyntax { node }

  /// The items without those `reason` names, each removal recorded, and each kept one stripped
  /// in turn (with what it was before); an item `replacement` gives stands in for the removed
  /// one. A comment set apart from a removed declaration by a blank line (a file header, a
  /// `MARK`) stays, on the next item.
  ///
  /// Each item is stripped while it is still in the file's tree, before anything around it
  /// changes, so that what is removed inside it is reported at its line in the file.
  private func keep<Item: SyntaxProtocol>(
    _ items: [Item], reason: (Item) -> (declaration: String, reason: String)?,
    replacement: (Item) -> Item?
  ) -> [(stripped: Item, before: Item)] {
    var kept: [(stripped: Item, before: Item)] = []
    var carried = Trivia()
    for item in items {
      var keptItem = item
      if let (declaration, why) = reason(item) {
        let line = item.startLocation(converter: converter).line
        removals.append(Removal(declaration: declaration, reason: why, line: line))
        guard let substitute = replacement(item) else {
          carried = carried + item.leadingTrivia.detachedComments
          continue
        }
        keptItem = substitute
      }
      let stripped = rewrite(keptItem).cast(Item.self)
      kept.append(
        (stripped.with(\.leadingTrivia, carried + stripped.leadingTrivia), keptItem))
      carried = Trivia()
    }
    return kept
  }

  /// The stripped items, without the `#if` blocks that held declarations before stripping and
  /// hold none now.
  private func withoutEmptiedConditions<Item: SyntaxProtocol>(
    _ items: [(stripped: Item, before: Item)]
  ) -> [Item] {
    items.compactMap { item in
      isEmptyCondition(Syntax(item.stripped)) && !isEmptyCondition(Syntax(item.before))
        ? nil : item.stripped
    }
  }

  private func isEmptyCondition(_ item: Syntax) -> Bool {
    let block =
      item.as(CodeBlockItemSyntax.self)?.item.as(IfConfigDeclSyntax.self)
      ?? item.as(MemberBlockItemSyntax.self)?.decl.as(IfConfigDeclSyntax.self)
    guard let block else { return false }
    return block.clauses.allSatisfy { clause in
      switch clause.elements {
      case .statements(let items): items.isEmpty
      case .decls(let items): items.isEmpty
      case nil: true
      default: false
      }
    }
  }

  /// What stands where view type `decl` was when it holds types that outlive it: an enum of its
  /// name and access, holding just them, so `Parent.Feature` and its extensions still build; an
  /// empty one when only an extension of it holds such types; and for such an extension, an
  /// extension holding just them.
  private func namespace(replacing decl: DeclSyntax) -> DeclSyntax? {
    let nested = nestedTypes(keptFrom: decl)
    guard let group = decl.asProtocol(DeclGroupSyntax.self) else { return nil }
    let name: String
    let introducer: String
    if let extensionDecl = decl.as(ExtensionDeclSyntax.self) {
      guard !nested.isEmpty, viewNamespaces.contains(extensionDecl.extendedType.qualifiedName)
      else { return nil }
      name = extensionDecl.extendedType.trimmedDescription
      introducer = "extension"
    } else {
      guard let named = decl.asProtocol(NamedDeclSyntax.self)?.name.text,
        !nested.isEmpty || viewNamespaces.contains(named)
      else { return nil }
      name = named
      introducer = "enum"
    }
    let access = group.modifiers.map(\.name.text).filter {
      ["open", "public", "package", "internal", "fileprivate", "private"].contains($0)
    }.map { $0 == "open" ? "public" : $0 }
    // Each as written, its indentation kept, without the blank lines before it.
    let members = nested.map { member in
      String(
        member.description.drop(while: \.isNewline).reversed().drop(while: \.isWhitespace)
          .reversed())
    }.joined(separator: "\n\n")
    let header = (access + [introducer, name]).joined(separator: " ")
    let source = nested.isEmpty ? "\(header) {}" : "\(header) {\n\(members)\n}"
    guard case .decl(let enumDecl)? = Parser.parse(source: source).statements.first?.item else {
      return nil
    }
    return enumDecl.with(\.leadingTrivia, decl.leadingTrivia)
      .with(\.trailingTrivia, decl.trailingTrivia)
  }
}
