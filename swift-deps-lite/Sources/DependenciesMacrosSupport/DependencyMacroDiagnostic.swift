import SwiftDiagnostics
import SwiftSyntax

/// The compile-time errors of the dependency macros.
enum DependencyMacroDiagnostic {
  /// `@DependencyClient` on something other than a struct.
  static func clientNotAStruct(node: AttributeSyntax) -> Diagnostic {
    Diagnostic(
      node: node,
      message: Message(
        id: "clientNotAStruct",
        message: "'@DependencyClient' can only be applied to struct types"
      )
    )
  }

  /// `@DependencyEndpoint` on something other than a closure property.
  static func endpointNotAClosure(node: AttributeSyntax) -> Diagnostic {
    Diagnostic(
      node: node,
      message: Message(
        id: "endpointNotAClosure",
        message: """
          '@DependencyEndpoint' must be attached to a closure property, like \
          'var fetch: @Sendable (Int) async throws -> String'
          """
      )
    )
  }

  /// A non-throwing closure with a result but no default: its unimplemented version would have
  /// nothing to return.
  static func defaultValueRequired(
    _ endpoint: ClosureEndpoint, binding: PatternBindingSyntax
  ) -> Diagnostic {
    let parameters =
      endpoint.parameters.isEmpty
      ? "" : " " + endpoint.parameters.map { _ in "_" }.joined(separator: ", ") + " in"
    let placeholder = "{\(parameters) <#\(endpoint.returnType)#> }"
    let fixed = binding.with(
      \.initializer,
      InitializerClauseSyntax(
        equal: .equalToken(leadingTrivia: .space, trailingTrivia: .space),
        value: ExprSyntax("\(raw: placeholder)")
      )
    )
    return Diagnostic(
      node: binding,
      message: Message(
        id: "defaultValueRequired",
        message: "Default value required for non-throwing closure '\(endpoint.name)'"
      ),
      fixIt: FixIt(
        message: FixItText(id: "insertDefault", message: "Insert '= \(placeholder)'"),
        changes: [.replace(oldNode: Syntax(binding), newNode: Syntax(fixed))]
      )
    )
  }

  struct Message: DiagnosticMessage {
    let id: String
    let message: String
    var diagnosticID: MessageID { MessageID(domain: "DependencyClient", id: id) }
    var severity: DiagnosticSeverity { .error }
  }

  struct FixItText: FixItMessage {
    let id: String
    let message: String
    var fixItID: MessageID { MessageID(domain: "DependencyClient", id: id) }
  }
}
