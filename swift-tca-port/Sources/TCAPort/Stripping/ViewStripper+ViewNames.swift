import SwiftSyntax

/// Which names are of the view layer: a view framework's type the shims do not stand in for, a
/// view type of the module, a UIKit type Linux lacks.
extension ViewStripper {
  /// The first view-layer name a type mentions: `View` in `some View`, `CounterView`. A view of
  /// the module named as the namespace of a type nested in it (`SyncUpView.Feature.State`, a
  /// feature's reducer declared in its view) is not one: the nested type outlives the view.
  func viewName(in type: TypeSyntax) -> String? {
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
      // A framework's view name as a member of another type (`Action.View`, TCA's view
      // actions) is that type's own.
      let isMember =
        index >= 2 && tokens[index - 1].tokenKind == .period
        && !ViewVocabulary.viewFrameworks.contains(tokens[index - 2].text)
      if isMember, !viewTypeNames.contains(name) { continue }
      if isViewName(name) { return name }
    }
    return nil
  }

  /// Whether `tokens[index]` is the base of a member the shims declare (`UIView` in
  /// `UIView.AnimationOptions`), which names no view there.
  static func isBaseOfShimMember(at index: Int, in tokens: [TokenSyntax]) -> Bool {
    guard let members = PortShimNames.viewFrameworkMembers[tokens[index].text],
      index + 2 < tokens.count
    else { return false }
    return tokens[index + 1].tokenKind == .period && members.contains(tokens[index + 2].text)
  }

  /// The names `tokens` spell but the bases of members the shims declare.
  static func namesOutsideShimMembers(_ tokens: [TokenSyntax]) -> [String] {
    tokens.indices.filter { !isBaseOfShimMember(at: $0, in: tokens) }.map { tokens[$0].text }
  }

  /// Whether `name` is of the view layer: a view framework's type the shims do not stand in
  /// for (`UIApplication` and `UIUserInterfaceStyle` they do), or a view type of the module.
  func isViewName(_ name: String) -> Bool {
    ViewVocabulary.isViewTypeName(name) && !PortShimNames.viewFrameworkNames.contains(name)
      && !appTypeNames.contains(name) || viewTypeNames.contains(name)
  }

  /// A UIKit type the shims do not stand in for (they have `UIApplication`'s shape, for one).
  func isUIKitTypeLinuxLacks(_ name: String) -> Bool {
    (ViewVocabulary.isUIKitOrSceneKitClass(name)
      || ViewVocabulary.coreGraphicsTypesLinuxLacks.contains(name))
      && !PortShimNames.viewFrameworkNames.contains(name) && !appTypeNames.contains(name)
  }

  /// Whether the type named `name`, declared or extended at `node`, is a view type of the
  /// module: by its simple name where no other type shares it, else by its qualified name
  /// (`Theme.Key`, from the types and extensions around `node`).
  func isViewType(_ name: String, at node: some SyntaxProtocol) -> Bool {
    viewTypeNames.contains(name)
      || viewTypeNames.contains((Self.enclosingTypes(of: node) + [name]).joined(separator: "."))
  }

  /// The types and extensions `node` is inside, outermost first.
  static func enclosingTypes(of node: some SyntaxProtocol) -> [String] {
    var names: [String] = []
    var current = node.parent
    while let parent = current {
      if let extensionDecl = parent.as(ExtensionDeclSyntax.self) {
        names.insert(extensionDecl.extendedType.qualifiedName, at: 0)
      } else if parent.is(StructDeclSyntax.self) || parent.is(EnumDeclSyntax.self)
        || parent.is(ClassDeclSyntax.self) || parent.is(ActorDeclSyntax.self),
        let named = parent.asProtocol(NamedDeclSyntax.self)
      {
        names.insert(named.name.text, at: 0)
      }
      current = parent.parent
    }
    return names
  }
}
