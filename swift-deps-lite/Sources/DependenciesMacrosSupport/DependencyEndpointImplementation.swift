import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// Implements `@DependencyEndpoint`: a method that calls the closure with argument labels, named
/// after the property or after `method:`.
///
/// `var search: @Sendable (_ query: String) async throws -> [Item]` gets
/// `func search(query p0: String) async throws -> [Item]`.
open class DependencyEndpointImplementation {
  public init() {}
}

extension DependencyEndpointImplementation: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let property = declaration.as(VariableDeclSyntax.self),
      let endpoint = ClosureEndpoint(property)
    else {
      context.diagnose(DependencyMacroDiagnostic.endpointNotAClosure(node: node))
      return []
    }
    let methodName = node.methodArgument ?? endpoint.name
    let hasLabels = endpoint.parameters.contains { $0.label != nil }
    guard hasLabels || methodName != endpoint.name else { return [] }
    let parameters = endpoint.parameters.enumerated().map { index, parameter in
      "\(parameter.label ?? "_") p\(index): \(parameter.type)"
    }
    let arguments = endpoint.parameters.indices.map { "p\($0)" }.joined(separator: ", ")
    let effects = [endpoint.isAsync ? "async" : nil, endpoint.isThrowing ? "throws" : nil]
      .compactMap { $0 }.joined(separator: " ")
    let returnClause = endpoint.returnsVoid ? "" : " -> \(endpoint.returnType)"
    return [
      """
      \(raw: endpoint.accessPrefix)func \(raw: methodName)(\(raw: parameters.joined(separator: ", ")))\
      \(raw: effects.isEmpty ? "" : " " + effects)\(raw: returnClause) {
        \(raw: endpoint.callEffects)self.\(raw: endpoint.name)(\(raw: arguments))
      }
      """
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
