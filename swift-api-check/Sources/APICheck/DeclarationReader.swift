import SwiftSyntax

/// What one declaration's syntax declares, before its visibility is known: the declarations it
/// adds (a `var` may bind several names, a `case` several cases) and, for a type, its members.
struct DeclarationReader {
  /// The declared name (the first, for several).
  var name: String
  /// What it declares.
  var kind: Declaration.Kind
  /// Each declaration it adds.
  var declarations: [Declaration]
  /// A type's member block; nil for the rest.
  var members: MemberBlockItemListSyntax?

  /// Reads `decl`, declared in `scope` (a dotted type name, empty at the top level) by `module`;
  /// nil for what user code cannot name (an operator, a deinitializer, an import…).
  init?(decl: DeclSyntax, scope: String, module: String) {
    let isStatic = Self.isStatic(decl)
    func make(
      _ kind: Declaration.Kind, _ name: String, _ parameters: [Declaration.Parameter]? = nil,
      generics: Int = 0
    ) -> Declaration {
      Declaration(
        kind: kind, owner: scope, name: name, isStatic: isStatic, parameters: parameters,
        genericParameterCount: generics, module: module)
    }
    if let type = decl.asProtocol(NamedDeclSyntax.self), let kind = Self.typeKind(decl) {
      name = type.name.text
      self.kind = .type
      let generics =
        decl.asProtocol(WithGenericParametersSyntax.self)?
        .genericParameterClause?.parameters.count ?? 0
      declarations = [make(.type, name, generics: generics)]
      members = kind ? decl.asProtocol(DeclGroupSyntax.self)?.memberBlock.members : nil
    } else if let function = decl.as(FunctionDeclSyntax.self) {
      guard case .identifier(let text) = function.name.tokenKind else { return nil }
      name = text.trimmingBackticks
      kind = .function
      declarations = [make(.function, name, Self.parameters(function.signature.parameterClause))]
    } else if let initializer = decl.as(InitializerDeclSyntax.self) {
      name = "init"
      kind = .initializer
      declarations = [
        make(.initializer, name, Self.parameters(initializer.signature.parameterClause))
      ]
    } else if let subscriptDecl = decl.as(SubscriptDeclSyntax.self) {
      name = "subscript"
      kind = .subscript
      let parameters = subscriptDecl.parameterClause.parameters.map {
        Declaration.Parameter(
          label: $0.secondName == nil ? "_" : $0.firstName.text, hasDefault: $0.defaultValue != nil)
      }
      declarations = [make(.subscript, name, parameters)]
    } else if let macro = decl.as(MacroDeclSyntax.self) {
      name = macro.name.text
      kind = .macro
      declarations = [make(.macro, name, Self.parameters(macro.signature.parameterClause))]
    } else if let variable = decl.as(VariableDeclSyntax.self) {
      let names = variable.bindings.compactMap {
        $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text.trimmingBackticks
      }
      guard let first = names.first else { return nil }
      name = first
      kind = .property
      declarations = names.map { make(.property, $0) }
    } else if let enumCase = decl.as(EnumCaseDeclSyntax.self) {
      guard let first = enumCase.elements.first else { return nil }
      name = first.name.text.trimmingBackticks
      kind = .enumCase
      declarations = enumCase.elements.map { element in
        make(
          .enumCase, element.name.text.trimmingBackticks,
          element.parameterClause.map { clause in
            clause.parameters.map {
              Declaration.Parameter(
                label: $0.firstName?.text ?? "_", hasDefault: $0.defaultValue != nil)
            }
          })
      }
    } else {
      return nil
    }
  }

  /// The conformances `decl`'s inheritance clause declares for `type`.
  static func conformances(of type: String, in decl: DeclSyntax, module: String) -> [Declaration] {
    let clause = decl.asProtocol(DeclGroupSyntax.self)?.inheritanceClause
    return (clause?.inheritedTypes ?? []).compactMap { inherited in
      var protocolType = inherited.type
      if let attributed = protocolType.as(AttributedTypeSyntax.self) {
        protocolType = attributed.baseType
      }
      let name = typeName(protocolType)
      guard !name.isEmpty, name != "AnyObject" else { return nil }
      return Declaration(kind: .conformance, owner: type, name: name, module: module)
    }
  }

  /// A type as a declaration names it: without generic arguments, module prefixes or sugar
  /// (`Swift.Optional<Int>`, `Int?` → `Optional`; `[T]` → `Array`); a composition is not named.
  static func typeName(_ type: TypeSyntax) -> String {
    if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
    if let member = type.as(MemberTypeSyntax.self) {
      let base = typeName(member.baseType)
      return ["Swift", "Foundation", ""].contains(base)
        ? member.name.text : "\(base).\(member.name.text)"
    }
    if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      return "Optional"
    }
    if type.is(ArrayTypeSyntax.self) { return "Array" }
    if type.is(DictionaryTypeSyntax.self) { return "Dictionary" }
    return ""
  }

  // nil when `decl` declares no type; true when the type has a member block.
  private static func typeKind(_ decl: DeclSyntax) -> Bool? {
    switch decl.kind {
    case .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl: true
    case .typeAliasDecl, .associatedTypeDecl: false
    default: nil
    }
  }

  private static func isStatic(_ decl: DeclSyntax) -> Bool {
    let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers ?? []
    return modifiers.contains {
      $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
    }
  }

  private static func parameters(_ clause: FunctionParameterClauseSyntax)
    -> [Declaration.Parameter]
  {
    clause.parameters.map {
      Declaration.Parameter(
        label: $0.firstName.text, hasDefault: $0.defaultValue != nil,
        shape: Declaration.sourceLocationLabels.contains($0.firstName.text)
          ? nil : shape(of: $0.type))
    }
  }

  /// The standard types a parameter's shape names: a call's argument of one is not an argument
  /// of another.
  static let concreteTypes: Set<String> = [
    "Bool", "Int", "Int64", "UInt", "UInt64", "Double", "Float", "String", "Duration",
    "TimeInterval", "Date", "URL", "Data", "UUID",
  ]

  /// A parameter type's shape (see `Declaration.Parameter.shape`).
  static func shape(of type: TypeSyntax) -> String? {
    var type = type
    while let attributed = type.as(AttributedTypeSyntax.self) { type = attributed.baseType }
    if let function = type.as(FunctionTypeSyntax.self) {
      let parameters = function.parameters.map { element -> String in
        let isInout = element.type.as(AttributedTypeSyntax.self)?.specifiers.contains {
          $0.trimmedDescription == "inout"
        }
        return isInout == true ? "inout" : "_"
      }
      return "(" + parameters.joined(separator: ",") + ")"
    }
    if let optional = type.as(OptionalTypeSyntax.self) {
      return shape(of: optional.wrappedType).map { "\($0)?" }
    }
    if let identifier = type.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil,
      concreteTypes.contains(identifier.name.text)
    {
      return identifier.name.text
    }
    return nil
  }
}

extension String {
  // `is`, written in backticks to be a name, is named `is` by a use.
  fileprivate var trimmingBackticks: String {
    hasPrefix("`") && hasSuffix("`") && count > 1 ? String(dropFirst().dropLast()) : self
  }
}
