import SwiftSyntax

/// Why a declaration is removed: a preview, a view-framework import, a view type or an extension
/// of one, a member of the view layer, or what only removed views used.
extension ViewStripper {
  /// How a removed declaration reads: `let letterColors`, `func colors`, `init`, `#if block`.
  static func described(_ decl: DeclSyntax) -> String {
    if decl.is(InitializerDeclSyntax.self) { return "init" }
    if decl.is(IfConfigDeclSyntax.self) { return "#if block" }
    let keyword = decl.as(VariableDeclSyntax.self)?.bindingSpecifier.text ?? "func"
    return TopLevelNames.name(of: decl).map { "\(keyword) \($0)" } ?? keyword
  }

  /// A function or variable at file scope only removed views used.
  func viewOnlyReason(_ decl: DeclSyntax) -> (declaration: String, reason: String)? {
    guard let name = TopLevelNames.name(of: decl), viewOnlyNames.contains(name) else { return nil }
    return (Self.described(decl), "used only by the removed views")
  }

  /// An Xcode preview, by its macro's name.
  func previewReason(_ macroName: String) -> (String, String)? {
    macroName == "Preview" ? ("#Preview", "an Xcode preview") : nil
  }

  /// Why `decl` is removed, if it is: a preview, a view-framework import, a view type or an
  /// extension of one, or a function, initializer or property of the view layer.
  func reasonToRemove(_ decl: DeclSyntax) -> (declaration: String, reason: String)? {
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
  func removedFramework(_ decl: DeclSyntax) -> String? {
    guard let importDecl = decl.as(ImportDeclSyntax.self) else { return nil }
    let module = importDecl.path.first?.name.text ?? ""
    return ViewVocabulary.coveredByFoundation.contains(module)
      || ViewVocabulary.viewFrameworks.contains(module) ? module : nil
  }

  /// An import of a view framework, or of a framework whose types Foundation has on Linux.
  func importReason(_ importDecl: ImportDeclSyntax) -> (String, String)? {
    let module = importDecl.path.first?.name.text ?? ""
    if ViewVocabulary.coveredByFoundation.contains(module) {
      return ("import \(module)", "not on Linux, where Foundation has its types")
    }
    guard ViewVocabulary.viewFrameworks.contains(module) else { return nil }
    return ("import \(module)", "a view framework; the file imports Foundation instead")
  }

  /// A view type of the module (not a protocol), kept as an empty enum when it has nested types.
  func typeReason(_ decl: DeclSyntax) -> (String, String)? {
    guard let type = decl.asProtocol(NamedDeclSyntax.self),
      let group = decl.asProtocol(DeclGroupSyntax.self),
      !(decl.is(ProtocolDeclSyntax.self)), isViewType(type.name.text, at: decl)
    else { return nil }
    let name = type.name.text
    let inherited = group.inheritanceClause?.inheritedNames ?? []
    let marker =
      inherited.first { ViewVocabulary.marksView($0) || viewTypeNames.contains($0) } ?? "View"
    let nested = nestedTypes(keptFrom: decl).compactMap {
      $0.decl.asProtocol(NamedDeclSyntax.self)?.name.text
    }
    let namespace =
      !nested.isEmpty
      ? "; an empty enum \(name) keeps its nested \(nested.joined(separator: ", "))"
      : viewNamespaces.contains(name)
        ? "; an empty enum \(name) keeps the types its extensions nest in it" : ""
    return (
      "\(group.introducer.text) \(name)", "a view-layer type: it inherits \(marker)\(namespace)"
    )
  }

  /// An extension of a view of the module or of a view-framework type, or one adding a view
  /// protocol.
  func extensionReason(_ extensionDecl: ExtensionDeclSyntax) -> (String, String)? {
    let extended = extensionDecl.extendedType.lastName
    let qualified = extensionDecl.extendedType.qualifiedName
    if viewTypeNames.contains(extended) || isViewType(qualified, at: extensionDecl) {
      let kept =
        viewNamespaces.contains(qualified)
        ? nestedTypes(keptFrom: DeclSyntax(extensionDecl)).compactMap {
          $0.decl.asProtocol(NamedDeclSyntax.self)?.name.text
        } : []
      let keeping = kept.isEmpty ? "" : "; it keeps its nested \(kept.joined(separator: ", "))"
      return ("extension \(extended)", "extends the view \(extended)\(keeping)")
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

  /// A `@ViewBuilder`, or a function returning or taking a view-layer value.
  func functionReason(_ function: FunctionDeclSyntax) -> (String, String)? {
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

  /// An initializer taking a view-layer value.
  func initializerReason(_ initializer: InitializerDeclSyntax) -> (String, String)? {
    viewParameter(in: initializer.signature.parameterClause).map { ("init", "takes \($0)") }
  }

  /// The view-layer type the first parameter that takes one names.
  func viewParameter(in parameters: FunctionParameterClauseSyntax) -> String? {
    parameters.parameters.lazy.compactMap { self.viewName(in: $0.type) }.first
  }

  /// A property with a view property wrapper, or of a view-layer type.
  func variableReason(_ variable: VariableDeclSyntax) -> (String, String)? {
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
  func nestedTypes(keptFrom decl: DeclSyntax) -> [MemberBlockItemSyntax] {
    guard let group = decl.asProtocol(DeclGroupSyntax.self),
      (decl.asProtocol(WithGenericParametersSyntax.self))?.genericParameterClause == nil
    else { return [] }
    return group.memberBlock.members.filter { member in
      guard let nested = member.decl.asProtocol(NamedDeclSyntax.self),
        member.decl.is(StructDeclSyntax.self) || member.decl.is(EnumDeclSyntax.self)
          || member.decl.is(ClassDeclSyntax.self) || member.decl.is(ActorDeclSyntax.self)
      else { return false }
      return !isViewType(nested.name.text, at: member.decl) && !holdsViewValues(member.decl)
    }
  }

  /// Whether a type's own cases or stored properties are of view values (a modifier's
  /// configuration: `case edgeInsets(EdgeInsets)`): such a type goes with the view it is in.
  func holdsViewValues(_ decl: DeclSyntax) -> Bool {
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
}
