import SwiftDiagnostics
import SwiftSyntax

/// The compile-time errors `@CasePathable` reports for a misuse.
enum CasePathableDiagnostic {
  /// `@CasePathable` on a struct, class, actor, protocol or extension.
  static func notAnEnum(node: AttributeSyntax, declaration: some DeclGroupSyntax) -> Diagnostic {
    let kind = declaration.introducerKeyword
    return Diagnostic(
      node: node,
      message: Message(
        id: "notAnEnum",
        text: """
          '@CasePathable' can only be applied to an enum, not \(kind.article) \(kind.text); \
          case paths name enum cases (use a key path for \(kind.text) properties)
          """
      ),
      fixIt: FixIt(
        message: FixItMessage(id: "removeAttribute", text: "Remove '@CasePathable'"),
        changes: removing(node, from: declaration)
      )
    )
  }

  /// The change that deletes `attribute` from the declaration's attributes.
  private static func removing(
    _ attribute: AttributeSyntax,
    from declaration: some DeclGroupSyntax
  ) -> [FixIt.Change] {
    let remaining = declaration.attributes.filter {
      $0.trimmedDescription != attribute.trimmedDescription
    }
    return [.replace(oldNode: Syntax(declaration.attributes), newNode: Syntax(remaining))]
  }

  /// Two cases sharing one base name, like `case load(Int)` and `case load(String)`.
  static func overloadedCase(_ element: EnumCaseElementSyntax) -> Diagnostic {
    let name = element.name.trimmed.text
    return Diagnostic(
      node: element.name,
      message: Message(
        id: "overloadedCase",
        text: """
          '@CasePathable' cannot derive a case path for overloaded case name '\(name)'; \
          give each case a distinct name
          """
      )
    )
  }

  struct Message: DiagnosticMessage {
    let id: String
    let text: String
    var message: String { text }
    var diagnosticID: MessageID { MessageID(domain: "CasePathable", id: id) }
    var severity: DiagnosticSeverity { .error }
  }

  struct FixItMessage: SwiftDiagnostics.FixItMessage {
    let id: String
    let text: String
    var message: String { text }
    var fixItID: MessageID { MessageID(domain: "CasePathable", id: id) }
  }
}

extension DeclGroupSyntax {
  /// The keyword that introduces this declaration (`struct`, `class`, `extension`, …), for messages.
  fileprivate var introducerKeyword: (text: String, article: String) {
    let text: String
    switch Syntax(self).as(SyntaxEnum.self) {
    case .structDecl: text = "struct"
    case .classDecl: text = "class"
    case .actorDecl: text = "actor"
    case .protocolDecl: text = "protocol"
    case .extensionDecl: text = "extension"
    default: text = "declaration"
    }
    return (text, ["a", "e", "i", "o", "u"].contains(text.first) ? "an" : "a")
  }
}
