import SwiftSyntax

extension StubbedBody {
  /// A stored property an initializer's stub sets.
  struct PlaceholderProperty: Equatable {
    /// Its name.
    let name: String
    /// How many parameters its closure type takes, when it is of a function type: its stub is a
    /// closure reporting, as no empty value of a function type exists.
    let closureParameters: Int?

    /// The statement giving it its empty value, after `message` was reported.
    func assignment(reporting message: String) -> String {
      guard let closureParameters else {
        return "self.\(name) = PortUnavailable.placeholder(\(message))"
      }
      let signature =
        closureParameters == 0
        ? "" : Array(repeating: "_", count: closureParameters).joined(separator: ", ") + " in "
      return "self.\(name) = { \(signature)PortUnavailable.value(\(message)) }"
    }
  }

  /// The stored properties an initializer's stub must set: those of the structure (or
  /// class inheriting from nothing) the initializer is declared in that have no initial value
  /// (optional `var`s start `nil`; a wrapper given arguments sets its own). Nil when they cannot
  /// all be named: another kind of type, an extension, a property without a written type, an
  /// attribute without arguments (a wrapper, or something else), members under `#if`.
  static func storedProperties(
    setBy initializer: InitializerDeclSyntax
  ) -> [PlaceholderProperty]? {
    guard let members = initializer.parent?.parent?.as(MemberBlockItemListSyntax.self),
      let group = members.parent?.parent
    else { return nil }
    if let type = group.as(ClassDeclSyntax.self) {
      guard type.inheritanceClause == nil else { return nil }
    } else if !group.is(StructDeclSyntax.self) {
      return nil
    }
    var properties: [PlaceholderProperty] = []
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
        properties.append(
          PlaceholderProperty(name: name, closureParameters: Self.closureParameters(of: type)))
      }
    }
    return properties
  }

  /// How many parameters a function type takes (`@Sendable (Style) async -> Void`: 1); nil for
  /// another type.
  private static func closureParameters(of type: TypeSyntax) -> Int? {
    var type = type
    while let attributed = type.as(AttributedTypeSyntax.self) { type = attributed.baseType }
    if let parenthesized = type.as(TupleTypeSyntax.self), parenthesized.elements.count == 1,
      let only = parenthesized.elements.first, only.firstName == nil
    {
      return closureParameters(of: only.type)
    }
    return type.as(FunctionTypeSyntax.self)?.parameters.count
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
