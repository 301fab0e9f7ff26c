import SwiftParser
import SwiftSyntax

/// A declaration the stripper removed, and why.
struct Removal: Equatable, Sendable, CustomStringConvertible {
  /// What was removed, as it reads in the source: `struct CounterView`, `#Preview`.
  var declaration: String
  /// Why it was removed: `a view-layer type: it inherits View`.
  var reason: String
  /// The line it started on.
  var line: Int

  /// A removal of `declaration` at `line`, for `reason`.
  init(declaration: String, reason: String, line: Int) {
    self.declaration = declaration
    self.reason = reason
    self.line = line
  }

  var description: String { "line \(line): \(declaration) (\(reason))" }
}

/// Removes a file's view layer by its syntax tree: declarations of view types and their
/// extensions, `#Preview` blocks, members that build views, and view-framework imports.
///
/// It looks only at declarations at file scope, inside `#if` blocks and in the member blocks of
/// types it keeps; it never enters a function, closure or accessor body, so reducers, state,
/// actions, dependency clients and tests keep every line.
final class ViewStripper: SyntaxRewriter {
  private let viewTypeNames: Set<String>
  /// The app's own types that are not views: `UIApplicationClient` is one, not a UIKit class.
  private let appTypeNames: Set<String>
  private let viewOnlyNames: Set<String>
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
    file: SourceFileSyntax
  ) {
    self.viewTypeNames = viewTypeNames
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

  /// What goes of a file's declarations, or a type's members, for UIKit (see
  /// ``uiKitDependent(_:)``), and the functions whose signatures need nothing that goes, which stay
  /// with a body doing nothing (a test's `setUp` calls `registerFonts()`).
  struct UIKitDependent {
    /// What goes and why, by declaration.
    var removed: [SyntaxIdentifier: (String, String)] = [:]
    /// The functions that stay with an empty body.
    var stubbed: Set<SyntaxIdentifier> = []

    /// `decl` with a body doing nothing, when it is one of ``stubbed``: `false` for a `Bool`.
    func stub(of decl: DeclSyntax) -> DeclSyntax? {
      guard stubbed.contains(decl.id), let function = decl.as(FunctionDeclSyntax.self) else {
        return nil
      }
      let returnsBool = function.signature.returnClause?.type.trimmedDescription == "Bool"
      let body = Parser.parse(source: returnsBool ? "{ false }" : "{}")
      guard let block = body.statements.first?.item.as(ClosureExprSyntax.self) else { return nil }
      return DeclSyntax(
        function.with(
          \.body,
          CodeBlockSyntax(
            leftBrace: block.leftBrace,
            statements: block.statements, rightBrace: block.rightBrace)))
    }
  }

  /// Among `decls` (a file's, or a type's members), in a file importing a view framework: the
  /// functions, variables and initializers that name a UIKit type the shims do not stand in for
  /// (or a CoreGraphics image, colour or drawing type, which Linux Foundation lacks),
  /// in their types, values and bodies (`let letterColors = [… UIColor.hex(…) …]`,
  /// `static let default = Self(idiom: UIDevice.current.userInterfaceIdiom)`), and then those
  /// that use one of them or one of the declarations the other rules remove (a view's `Text`
  /// property): by declaration, with what goes and why. Types and extensions are left to the
  /// other rules. A function returning nothing or a `Bool` whose signature needs nothing that
  /// goes stays, doing nothing.
  private func uiKitDependent(_ decls: [DeclSyntax]) -> UIKitDependent {
    guard importsViews else { return UIKitDependent() }
    // A reducer's `body` or `reduce(into:action:)` stays: without it the feature would still
    // build, doing nothing, where the missing type's error says what to do. A dependency's
    // `liveValue` is the live-value stripper's, which keeps its key a key.
    let candidates = decls.filter { decl in
      guard !["body", "reduce", "liveValue"].contains(TopLevelNames.name(of: decl)) else {
        return false
      }
      return decl.is(VariableDeclSyntax.self) || decl.is(FunctionDeclSyntax.self)
        || decl.is(InitializerDeclSyntax.self) || decl.is(IfConfigDeclSyntax.self)
    }
    var result = UIKitDependent()
    var removedNames = Set(
      decls.filter { reasonToRemove($0) != nil }.compactMap(TopLevelNames.name(of:)))
    // An `#if` block goes only for what it uses: what it names is stripped inside it.
    for decl in candidates where !decl.is(IfConfigDeclSyntax.self) {
      guard let reason = reasonToRemoveByWhatItNames(decl) else { continue }
      result.removed[decl.id] = (Self.described(decl), reason)
      if let name = TopLevelNames.name(of: decl) { removedNames.insert(name) }
    }
    var changed = true
    while changed {
      changed = false
      for decl in candidates where result.removed[decl.id] == nil {
        let names = Set(decl.tokens(viewMode: .sourceAccurate).map(\.text))
        guard let used = removedNames.sorted().first(where: names.contains) else { continue }
        result.removed[decl.id] = (Self.described(decl), "uses \(used), which goes")
        if let name = TopLevelNames.name(of: decl) { removedNames.insert(name) }
        changed = true
      }
    }
    for decl in candidates
    where result.removed[decl.id] != nil && canStayAsAStub(decl, removedNames: removedNames) {
      result.stubbed.insert(decl.id)
      result.removed[decl.id]?.1 += ": its body does nothing here"
    }
    return result
  }

  /// Why `decl` goes by what it names itself: a UIKit or CoreGraphics type Linux lacks, a UIKit
  /// or AppKit value converted, a view built; nil when it names none of them.
  private func reasonToRemoveByWhatItNames(_ decl: DeclSyntax) -> String? {
    let names = Self.namesOutsideShimMembers(Array(decl.tokens(viewMode: .sourceAccurate)))
    if let type = names.first(where: isUIKitTypeLinuxLacks) {
      let framework =
        ViewVocabulary.coreGraphicsTypesLinuxLacks.contains(type) ? "CoreGraphics" : "UIKit"
      return "names \(type), a \(framework) type"
    }
    if let label = names.first(where: ViewVocabulary.platformValueLabels.contains) {
      // `Color(uiColor: .backgroundPrimary)`: the UIKit colour goes with UIKit's extension.
      return "converts a UIKit or AppKit value (\(label):)"
    }
    if let view = names.first(where: { ["View", "AnyView", "Text"].contains($0) }) {
      // Building a view's `Text` (`BottomMenu(title: Text(state.title))`) is view layer too.
      return "builds a \(view), a view"
    }
    return nil
  }

  /// Whether a removed `decl` can stay doing nothing: a function returning nothing or a `Bool`
  /// whose signature names nothing that goes.
  private func canStayAsAStub(_ decl: DeclSyntax, removedNames: Set<String>) -> Bool {
    guard let function = decl.as(FunctionDeclSyntax.self),
      ["", "Void", "Bool"].contains(function.signature.returnClause?.type.trimmedDescription ?? "")
    else { return false }
    let signature = Array(function.signature.tokens(viewMode: .sourceAccurate))
    return !Self.namesOutsideShimMembers(signature).contains { name in
      isUIKitTypeLinuxLacks(name) || removedNames.contains(name) || isViewName(name)
    }
  }

  /// How a removed declaration reads: `let letterColors`, `func colors`, `init`, `#if block`.
  private static func described(_ decl: DeclSyntax) -> String {
    if decl.is(InitializerDeclSyntax.self) { return "init" }
    if decl.is(IfConfigDeclSyntax.self) { return "#if block" }
    let keyword = decl.as(VariableDeclSyntax.self)?.bindingSpecifier.text ?? "func"
    return TopLevelNames.name(of: decl).map { "\(keyword) \($0)" } ?? keyword
  }

  /// A UIKit type the shims do not stand in for (they have `UIApplication`'s shape, for one).
  private func isUIKitTypeLinuxLacks(_ name: String) -> Bool {
    (ViewVocabulary.isUIKitOrSceneKitClass(name)
      || ViewVocabulary.coreGraphicsTypesLinuxLacks.contains(name))
      && !PortShimNames.viewFrameworkNames.contains(name) && !appTypeNames.contains(name)
  }

  private func viewOnlyReason(_ decl: DeclSyntax) -> (declaration: String, reason: String)? {
    guard let name = TopLevelNames.name(of: decl), viewOnlyNames.contains(name) else { return nil }
    return (Self.described(decl), "used only by the removed views")
  }

  private func previewReason(_ macroName: String) -> (String, String)? {
    macroName == "Preview" ? ("#Preview", "an Xcode preview") : nil
  }

  /// Why `decl` is removed, if it is: a preview, a view-framework import, a view type or an
  /// extension of one, or a function, initializer or property of the view layer.
  private func reasonToRemove(_ decl: DeclSyntax) -> (declaration: String, reason: String)? {
    if let macro = decl.as(MacroExpansionDeclSyntax.self) {
      return previewReason(macro.macroName.text)
    }
    if let importDecl = decl.as(ImportDeclSyntax.self) { return importReason(importDecl) }
    if let extensionDecl = decl.as(ExtensionDeclSyntax.self) {
      return extensionReason(extensionDecl)
    }
    if let function = decl.as(FunctionDeclSyntax.self) { return functionReason(function) }
    if let initializer = decl.as(InitializerDeclSyntax.self) {
      return initializerReason(initializer)
    }
    if let variable = decl.as(VariableDeclSyntax.self) { return variableReason(variable) }
    // SwiftGen's `typealias AssetImageTypeAlias = ImageAsset.Image` aliases a view-layer alias.
    if let alias = decl.as(TypeAliasDeclSyntax.self),
      viewTypeNames.contains(alias.name.text) || viewName(in: alias.initializer.value) != nil
    {
      return (
        "typealias \(alias.name.text)",
        "aliases \(alias.initializer.value.trimmedDescription), of the view layer"
      )
    }
    return typeReason(decl)
  }

  /// The view framework `decl` imports, when it is an import the stripper removes.
  private func removedFramework(_ decl: DeclSyntax) -> String? {
    guard let importDecl = decl.as(ImportDeclSyntax.self) else { return nil }
    let module = importDecl.path.first?.name.text ?? ""
    return ViewVocabulary.coveredByFoundation.contains(module)
      || ViewVocabulary.viewFrameworks.contains(module) ? module : nil
  }

  private func importReason(_ importDecl: ImportDeclSyntax) -> (String, String)? {
    let module = importDecl.path.first?.name.text ?? ""
    if ViewVocabulary.coveredByFoundation.contains(module) {
      return ("import \(module)", "not on Linux, where Foundation has its types")
    }
    guard ViewVocabulary.viewFrameworks.contains(module) else { return nil }
    return ("import \(module)", "a view framework; the file imports Foundation instead")
  }

  /// A view type of the module (not a protocol), kept as an empty enum when it has nested types.
  private func typeReason(_ decl: DeclSyntax) -> (String, String)? {
    guard let type = decl.asProtocol(NamedDeclSyntax.self),
      let group = decl.asProtocol(DeclGroupSyntax.self),
      !(decl.is(ProtocolDeclSyntax.self)), viewTypeNames.contains(type.name.text)
    else { return nil }
    let name = type.name.text
    let inherited = group.inheritanceClause?.inheritedNames ?? []
    let marker =
      inherited.first { ViewVocabulary.marksView($0) || viewTypeNames.contains($0) } ?? "View"
    let nested = nestedTypes(keptFrom: decl).compactMap {
      $0.decl.asProtocol(NamedDeclSyntax.self)?.name.text
    }
    let namespace =
      nested.isEmpty
      ? "" : "; an empty enum \(name) keeps its nested \(nested.joined(separator: ", "))"
    return (
      "\(group.introducer.text) \(name)", "a view-layer type: it inherits \(marker)\(namespace)"
    )
  }

  private func extensionReason(_ extensionDecl: ExtensionDeclSyntax) -> (String, String)? {
    let extended = extensionDecl.extendedType.lastName
    if viewTypeNames.contains(extended) {
      return ("extension \(extended)", "extends the view \(extended)")
    }
    // `BottomMenuState.Button` is the app's type, not SwiftUI's `Button`.
    if let member = extensionDecl.extendedType.as(MemberTypeSyntax.self),
      !ViewVocabulary.viewFrameworks.contains(member.baseType.trimmedDescription)
    {
      return nil
    }
    if ViewVocabulary.viewTypes.contains(extended)
      || ViewVocabulary.viewProtocols.contains(extended)
      || ViewVocabulary.layoutValueTypes.contains(extended)
      || ViewVocabulary.isUIKitOrSceneKitClass(extended) && !appTypeNames.contains(extended)
    {
      return ("extension \(extended)", "extends \(extended), a view-framework type")
    }
    let added = extensionDecl.inheritanceClause?.inheritedNames.first {
      ViewVocabulary.viewProtocols.contains($0)
    }
    return added.map { ("extension \(extended)", "makes \(extended) conform to \($0)") }
  }

  private func functionReason(_ function: FunctionDeclSyntax) -> (String, String)? {
    let name = "func \(function.name.text)"
    if function.attributes.names.contains("ViewBuilder") {
      return (name, "a @ViewBuilder")
    }
    if let returned = function.signature.returnClause?.type, let view = viewName(in: returned) {
      return (name, "returns \(view)")
    }
    // A helper taking a view-layer value (`_ view: UIView`) is the view layer's too.
    return viewParameter(in: function.signature.parameterClause).map { (name, "takes \($0)") }
  }

  private func initializerReason(_ initializer: InitializerDeclSyntax) -> (String, String)? {
    viewParameter(in: initializer.signature.parameterClause).map { ("init", "takes \($0)") }
  }

  /// The view-layer type the first parameter that takes one names.
  private func viewParameter(in parameters: FunctionParameterClauseSyntax) -> String? {
    parameters.parameters.lazy.compactMap { self.viewName(in: $0.type) }.first
  }

  private func variableReason(_ variable: VariableDeclSyntax) -> (String, String)? {
    let names = variable.bindings.map { $0.pattern.trimmedDescription }.joined(separator: ", ")
    let name = "\(variable.bindingSpecifier.text) \(names)"
    if let wrapper = variable.attributes.names.first(
      where: ViewVocabulary.viewPropertyWrappers.contains)
    {
      return (name, "a @\(wrapper) property")
    }
    let view = variable.bindings.lazy.compactMap { binding in
      binding.typeAnnotation.flatMap { self.viewName(in: $0.type) }
    }.first
    return view.map { (name, "of type \($0)") }
  }

  /// The types declared inside view type `decl` that are not views themselves (a feature's
  /// reducer nested in its view), which outlive it; none when it is generic (they would lose
  /// its parameters).
  private func nestedTypes(keptFrom decl: DeclSyntax) -> [MemberBlockItemSyntax] {
    guard let group = decl.asProtocol(DeclGroupSyntax.self),
      (decl.asProtocol(WithGenericParametersSyntax.self))?.genericParameterClause == nil
    else { return [] }
    return group.memberBlock.members.filter { member in
      guard let nested = member.decl.asProtocol(NamedDeclSyntax.self),
        member.decl.is(StructDeclSyntax.self) || member.decl.is(EnumDeclSyntax.self)
          || member.decl.is(ClassDeclSyntax.self) || member.decl.is(ActorDeclSyntax.self)
      else { return false }
      return !viewTypeNames.contains(nested.name.text) && !holdsViewValues(member.decl)
    }
  }

  /// Whether a type's own cases or stored properties are of view values (a modifier's
  /// configuration: `case edgeInsets(EdgeInsets)`): such a type goes with the view it is in.
  private func holdsViewValues(_ decl: DeclSyntax) -> Bool {
    let members = decl.asProtocol(DeclGroupSyntax.self)?.memberBlock.members ?? []
    let types: [TypeSyntax] = members.flatMap { member -> [TypeSyntax] in
      if let cases = member.decl.as(EnumCaseDeclSyntax.self) {
        return cases.elements.flatMap { $0.parameterClause?.parameters.map(\.type) ?? [] }
      }
      return member.decl.as(VariableDeclSyntax.self)?.bindings.compactMap(\.typeAnnotation?.type)
        ?? []
    }
    return types.contains { type in
      // `viewName(in:)` lets a view of the module name a type nested in it (CubeFaceNode.ViewState).
      viewName(in: type) != nil
        || type.tokens(viewMode: .sourceAccurate).contains { token in
          ViewVocabulary.viewTypes.contains(token.text)
            && !PortShimNames.viewFrameworkNames.contains(token.text)
        }
    }
  }

  /// What stands where view type `decl` was when it holds types that outlive it: an enum of its
  /// name and access, holding just them, so `Parent.Feature` and its extensions still build.
  private func namespace(replacing decl: DeclSyntax) -> DeclSyntax? {
    let nested = nestedTypes(keptFrom: decl)
    guard !nested.isEmpty, let group = decl.asProtocol(DeclGroupSyntax.self),
      let name = decl.asProtocol(NamedDeclSyntax.self)?.name.text
    else { return nil }
    let access = group.modifiers.map(\.name.text).filter {
      ["open", "public", "package", "internal", "fileprivate", "private"].contains($0)
    }.map { $0 == "open" ? "public" : $0 }
    // Each as written, its indentation kept, without the blank lines before it.
    let members = nested.map { member in
      String(
        member.description.drop(while: \.isNewline).reversed().drop(while: \.isWhitespace)
          .reversed())
    }.joined(separator: "\n\n")
    let header = (access + ["enum", name]).joined(separator: " ")
    let source = "\(header) {\n\(members)\n}"
    guard case .decl(let enumDecl)? = Parser.parse(source: source).statements.first?.item else {
      return nil
    }
    return enumDecl.with(\.leadingTrivia, decl.leadingTrivia)
      .with(\.trailingTrivia, decl.trailingTrivia)
  }

  /// The first view-layer name a type mentions: `View` in `some View`, `CounterView`. A view of
  /// the module named as the namespace of a type nested in it (`SyncUpView.Feature.State`, a
  /// feature's reducer declared in its view) is not one: the nested type outlives the view.
  private func viewName(in type: TypeSyntax) -> String? {
    let tokens = Array(type.tokens(viewMode: .sourceAccurate))
    for (index, token) in tokens.enumerated() {
      let name = token.text
      if Self.isBaseOfShimMember(at: index, in: tokens) { continue }
      if viewTypeNames.contains(name), index + 2 < tokens.count,
        tokens[index + 1].tokenKind == .period,
        !isViewName(tokens[index + 2].text)
      {
        continue
      }
      if isViewName(name) { return name }
    }
    return nil
  }

  /// Whether `tokens[index]` is the base of a member the shims declare (`UIView` in
  /// `UIView.AnimationOptions`), which names no view there.
  private static func isBaseOfShimMember(at index: Int, in tokens: [TokenSyntax]) -> Bool {
    guard let members = PortShimNames.viewFrameworkMembers[tokens[index].text],
      index + 2 < tokens.count
    else { return false }
    return tokens[index + 1].tokenKind == .period && members.contains(tokens[index + 2].text)
  }

  /// The names `tokens` spell but the bases of members the shims declare.
  private static func namesOutsideShimMembers(_ tokens: [TokenSyntax]) -> [String] {
    tokens.indices.filter { !isBaseOfShimMember(at: $0, in: tokens) }.map { tokens[$0].text }
  }

  /// Whether `name` is of the view layer: a view framework's type the shims do not stand in
  /// for (`UIApplication` and `UIUserInterfaceStyle` they do), or a view type of the module.
  private func isViewName(_ name: String) -> Bool {
    ViewVocabulary.isViewTypeName(name) && !PortShimNames.viewFrameworkNames.contains(name)
      && !appTypeNames.contains(name) || viewTypeNames.contains(name)
  }
}

extension AttributeListSyntax {
  /// The names of the attributes: `ViewBuilder` for `@ViewBuilder`.
  var names: [String] {
    compactMap { element in
      element.as(AttributeSyntax.self)?.attributeName.lastName
    }
  }
}

extension Trivia {
  /// The comments that end in a blank line: not a declaration's own documentation.
  var detachedComments: Trivia {
    var lastBlankLine: Int?
    for (index, piece) in enumerated() {
      if case .newlines(let count) = piece, count >= 2 { lastBlankLine = index }
    }
    guard let lastBlankLine else { return Trivia() }
    let pieces = Array(self)[...lastBlankLine]
    return pieces.contains(where: \.isComment) ? Trivia(pieces: pieces) : Trivia()
  }
}
