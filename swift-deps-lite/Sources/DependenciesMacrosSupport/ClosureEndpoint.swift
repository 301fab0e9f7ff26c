import SwiftSyntax

/// A closure property of a `@DependencyClient` struct: `var fetch: @Sendable (_ id: Int) async
/// throws -> User`, read from its declaration.
struct ClosureEndpoint {
  /// The property's name.
  let name: String
  /// The property's declared type, as written.
  let type: TypeSyntax
  /// The closure's parameters: their labels (the second name in `_ id: Int`) and types.
  let parameters: [(label: String?, type: String)]
  let isAsync: Bool
  let isThrowing: Bool
  /// The return type as written; `Void` when omitted or `()`.
  let returnType: String
  /// The property's initial value, if it declares one.
  let defaultValue: ExprSyntax?
  /// The access level keyword of the property (`public `), or empty.
  let accessPrefix: String
  /// The property's binding (`fetch: @Sendable (Int) async throws -> User`), where a fix-it goes.
  let binding: PatternBindingSyntax
  /// The global actor the closure runs on (`@MainActor ` for `@MainActor @Sendable () -> Int`),
  /// which its method takes too, or empty.
  let globalActorPrefix: String

  /// Reads `declaration`, a macro's attached declaration, as an endpoint; `nil` when it is not a
  /// closure property.
  init?(attachedTo declaration: some DeclSyntaxProtocol) {
    guard let property = declaration.as(VariableDeclSyntax.self) else { return nil }
    self.init(property)
  }

  /// Reads `declaration` as an endpoint, or `nil` when it is not a single stored property of a
  /// function type.
  init?(_ declaration: VariableDeclSyntax) {
    guard declaration.bindings.count == 1,
      let binding = declaration.bindings.first,
      binding.accessorBlock == nil,
      let identifier = binding.pattern.as(IdentifierPatternSyntax.self),
      let type = binding.typeAnnotation?.type,
      let function = type.functionType
    else { return nil }
    self.binding = binding
    name = identifier.identifier.trimmed.text
    self.type = type.trimmed
    parameters = function.parameters.map { parameter in
      let label =
        parameter.secondName.map(\.text)
        ?? parameter.firstName.flatMap { $0.tokenKind == .wildcard ? nil : $0.text }
      return (label, parameter.type.trimmedDescription)
    }
    isAsync = function.effectSpecifiers?.asyncSpecifier != nil
    isThrowing = function.effectSpecifiers?.throwsClause != nil
    let returned = function.returnClause.type.trimmedDescription
    returnType = returned == "()" ? "Void" : returned
    defaultValue = binding.initializer?.value.trimmed
    let notActors: Set = ["Sendable", "escaping", "convention", "autoclosure", "noescape"]
    globalActorPrefix =
      (type.as(AttributedTypeSyntax.self)?.attributes ?? [])
      .compactMap { $0.as(AttributeSyntax.self) }
      .filter { !notActors.contains($0.attributeName.trimmedDescription) }
      .map { "\($0.trimmedDescription) " }.joined()
    accessPrefix =
      declaration.modifiers
      .first { ["public", "package", "internal", "fileprivate", "private"].contains($0.name.text) }
      .map { "\($0.name.text) " } ?? ""
  }

  /// Whether the closure returns nothing.
  var returnsVoid: Bool { returnType == "Void" || returnType == "Swift.Void" }

  /// Whether the closure returns an optional, so `nil` can stand in for a result.
  var returnsOptional: Bool {
    returnType.hasSuffix("?") || returnType.hasPrefix("Optional<")
      || returnType.hasPrefix("Swift.Optional<")
  }

  /// `try await ` as the closure's effects require.
  var callEffects: String {
    (isThrowing ? "try " : "") + (isAsync ? "await " : "")
  }

  /// `p0, p1` or `_, _`: the closure's parameter names in a closure literal.
  func parameterNames(used: Bool) -> String {
    parameters.indices.map { used ? "p\($0)" : "_" }.joined(separator: ", ")
  }

  /// A closure literal of this endpoint's type that reports `Unimplemented: 'Client.name'` and
  /// then throws, returns the property's default, returns `nil` or returns nothing; `nil` when it
  /// can do none of these (a non-throwing closure with a result and no default).
  func unimplementedClosure(client: String) -> String? {
    let report = "IssueReporting.reportIssue(\"Unimplemented: '\(client).\(name)'\")"
    let head = parameters.isEmpty ? "{" : "{ \(parameterNames(used: defaultValue != nil)) in"
    if let defaultValue {
      let arguments = parameters.indices.map { "p\($0)" }.joined(separator: ", ")
      return """
        \(head)
          \(report)
          let placeholder: \(type.trimmedDescription) = \(defaultValue.trimmedDescription)
          return \(callEffects)placeholder(\(arguments))
        }
        """
    }
    if isThrowing {
      return """
        \(head)
          \(report)
          throw DependenciesMacros.Unimplemented("\(client).\(name)")
        }
        """
    }
    if returnsVoid {
      return """
        \(head)
          \(report)
        }
        """
    }
    if returnsOptional {
      return """
        \(head)
          \(report)
          return nil
        }
        """
    }
    return nil
  }
}

extension TypeSyntax {
  /// The function type this type spells, through attributes (`@Sendable`) and parentheses.
  var functionType: FunctionTypeSyntax? {
    if let function = self.as(FunctionTypeSyntax.self) { return function }
    if let attributed = self.as(AttributedTypeSyntax.self) {
      return attributed.baseType.functionType
    }
    if let tuple = self.as(TupleTypeSyntax.self), tuple.elements.count == 1,
      let element = tuple.elements.first, element.firstName == nil
    {
      return element.type.functionType
    }
    return nil
  }
}
