import SwiftSyntax

extension StubbedBody {
  /// The stored properties an initializer's stub must set, by name: those of the structure (or
  /// class inheriting from nothing) the initializer is declared in that have no initial value
  /// (optional `var`s start `nil`; a wrapper given arguments sets its own). Nil when they cannot
  /// all be named: another kind of type, an extension, a property without a written type, an
  /// attribute without arguments (a wrapper, or something else), members under `#if`.
  static func storedProperties(setBy initializer: InitializerDeclSyntax) -> [String]? {
    guard let members = initializer.parent?.parent?.as(MemberBlockItemListSyntax.self),
      let group = members.parent?.parent
    else { return nil }
    if let type = group.as(ClassDeclSyntax.self) {
      guard type.inheritanceClause == nil else { return nil }
    } else if !group.is(StructDeclSyntax.self) {
      return nil
    }
    var names: [String] = []
    for member in members {
      if member.decl.is(IfConfigDeclSyntax.self) { return nil }
      guard let variable = member.decl.as(VariableDeclSyntax.self),
        !variable.modifiers.contains(where: { ["static", "class", "lazy"].contains($0.name.text) })
      else { continue }
      let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
      for binding in variable.bindings {
        guard binding.initializer == nil, isStored(binding) else { continue }
        let attributes = variable.attributes.compactMap { $0.as(AttributeSyntax.self) }
        if !attributes.isEmpty {
          guard attributes.allSatisfy({ $0.arguments != nil }) else { return nil }
          continue
        }
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
          let type = binding.typeAnnotation?.type
        else { return nil }
        let startsNil =
          type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
        if !isLet, startsNil { continue }
        names.append(name)
      }
    }
    return names
  }

  /// Whether a binding stores its value: it has no accessors, or only observers.
  private static func isStored(_ binding: PatternBindingSyntax) -> Bool {
    guard let block = binding.accessorBlock else { return true }
    guard case .accessors(let accessors) = block.accessors else { return false }
    return accessors.allSatisfy {
      [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind)
    }
  }
}
