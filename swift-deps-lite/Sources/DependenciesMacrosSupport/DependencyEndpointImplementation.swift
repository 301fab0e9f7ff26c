import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// Implements `@DependencyEndpoint`: a method that calls the closure with argument labels, named
/// after the property or after `method:`.
///
/// `var search: @Sendable (_ query: String) async throws -> [Item]` gets
/// `func search(query p0: String) async throws -> [Item]`.
///
/// As upstream's, the closure is stored in `_search`, which starts unimplemented when the
/// property has no value: a struct of endpoints with no `@DependencyClient` (Darrarski.app's
/// Mastodon endpoints) keeps an `init()`.
open class DependencyEndpointImplementation {
  public init() {}
}

extension DependencyEndpointImplementation: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let endpoint = ClosureEndpoint(attachedTo: declaration) else {
      context.diagnose(DependencyMacroDiagnostic.endpointNotAClosure(node: node))
      return []
    }
    let storage = storage(of: endpoint, in: context)
    let methodName = node.methodArgument ?? endpoint.name
    let hasLabels = endpoint.parameters.contains { $0.label != nil }
    guard hasLabels || methodName != endpoint.name else { return [storage] }
    let parameters = endpoint.parameters.enumerated().map { index, parameter in
      "\(parameter.label ?? "_") p\(index): \(parameter.type)"
    }
    let arguments = endpoint.parameters.indices.map { "p\($0)" }.joined(separator: ", ")
    let effects = [endpoint.isAsync ? "async" : nil, endpoint.isThrowing ? "throws" : nil]
      .compactMap { $0 }.joined(separator: " ")
    let returnClause = endpoint.returnsVoid ? "" : " -> \(endpoint.returnType)"
    return [
      storage,
      """
      \(raw: endpoint.globalActorPrefix)\(raw: endpoint.accessPrefix)func \(raw: methodName)(\(raw: parameters.joined(separator: ", ")))\
      \(raw: effects.isEmpty ? "" : " " + effects)\(raw: returnClause) {
        \(raw: endpoint.callEffects)self.\(raw: endpoint.name)(\(raw: arguments))
      }
      """,
    ]
  }

  /// The closure's storage, `_name`: the property's value goes to it through its init accessor;
  /// without one, it starts unimplemented. An endpoint that cannot be unimplemented (it returns
  /// a value without throwing) and has no value is an error with a fix-it, which a
  /// `@DependencyClient` around it reports once, for its initializer.
  private static func storage(
    of endpoint: ClosureEndpoint, in context: some MacroExpansionContext
  ) -> DeclSyntax {
    let declaration = "private var _\(endpoint.name): \(endpoint.type.trimmedDescription)"
    guard endpoint.defaultValue == nil else { return "\(raw: declaration)" }
    let owner = context.lexicalContext.first.flatMap { $0.asProtocol(NamedDeclSyntax.self) }
    guard let unimplemented = endpoint.unimplementedClosure(client: owner?.name.text ?? "") else {
      if !isInClient(context) {
        context.diagnose(
          DependencyMacroDiagnostic.defaultValueRequired(endpoint, binding: endpoint.binding))
      }
      return "\(raw: declaration)"
    }
    return "\(raw: declaration) = \(raw: unimplemented)"
  }

  /// Whether the endpoint being expanded is a member of a `@DependencyClient`.
  private static func isInClient(_ context: some MacroExpansionContext) -> Bool {
    context.lexicalContext.first?.asProtocol(WithAttributesSyntax.self)?
      .hasAttribute(named: "DependencyClient") == true
  }
}

extension DependencyEndpointImplementation: AccessorMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard let endpoint = ClosureEndpoint(attachedTo: declaration) else { return [] }
    let storage = "_\(endpoint.name)"
    return [
      """
      @storageRestrictions(initializes: \(raw: storage))
      init(initialValue) {
        \(raw: storage) = initialValue
      }
      """,
      "get { \(raw: storage) }",
      "set { \(raw: storage) = newValue }",
    ]
  }
}

extension AttributeSyntax {
  /// The string literal of `method:`, as in `@DependencyEndpoint(method: "search")`.
  var methodArgument: String? {
    guard case let .argumentList(arguments) = self.arguments,
      let method = arguments.first(where: { $0.label?.text == "method" }),
      let literal = method.expression.as(StringLiteralExprSyntax.self),
      literal.segments.count == 1,
      case let .stringSegment(segment)? = literal.segments.first
    else { return nil }
    return segment.content.text
  }
}

/// Implements `@DependencyIgnored`: a marker that keeps a closure property out of
/// `@DependencyClient`'s endpoints. It adds nothing.
open class DependencyIgnoredImplementation: PeerMacro {
  public init() {}

  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}
