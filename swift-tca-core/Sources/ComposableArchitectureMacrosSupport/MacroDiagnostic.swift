import SwiftDiagnostics
import SwiftSyntax

/// The compile-time errors the ComposableArchitecture macros report for a misuse.
enum MacroDiagnostic {
  /// `@Reducer` on something other than a struct.
  static func reducerNotAStruct(
    node: AttributeSyntax, declaration: some DeclGroupSyntax
  ) -> Diagnostic {
    let kind = declaration.introducerKind
    let reason =
      declaration.is(EnumDeclSyntax.self)
      ? "enum (destination and path) reducers are not supported yet; declare a struct reducer "
        + "with an enum 'State' and 'Action' and a 'Scope' per case"
      : "a reducer is a value: declare it as a struct"
    return Diagnostic(
      node: node,
      message: Message(
        domain: "Reducer", id: "notAStruct",
        text: "'@Reducer' can only be applied to a struct, not \(kind.article) \(kind.text); \(reason)"
      ),
      fixIt: FixIt(
        message: FixItMessage(domain: "Reducer", id: "removeAttribute", text: "Remove '@Reducer'"),
        changes: removing(node, from: declaration)
      )
    )
  }

  /// `@ObservableState` on a class, actor, protocol or extension.
  static func observableStateNotAValue(
    node: AttributeSyntax, declaration: some DeclGroupSyntax
  ) -> Diagnostic {
    let kind = declaration.introducerKind
    return Diagnostic(
      node: node,
      message: Message(
        domain: "ObservableState", id: "notAValue",
        text: """
          '@ObservableState' can only be applied to a struct or an enum, not \(kind.article) \
          \(kind.text); for a class, use '@Observable'
          """
      ),
      fixIt: FixIt(
        message: FixItMessage(
          domain: "ObservableState", id: "removeAttribute", text: "Remove '@ObservableState'"),
        changes: removing(node, from: declaration)
      )
    )
  }

  private static func removing(
    _ attribute: AttributeSyntax,
    from declaration: some DeclGroupSyntax
  ) -> [FixIt.Change] {
    let remaining = declaration.attributes.filter {
      $0.trimmedDescription != attribute.trimmedDescription
    }
    return [.replace(oldNode: Syntax(declaration.attributes), newNode: Syntax(remaining))]
  }

  struct Message: DiagnosticMessage {
    let domain: String
    let id: String
    let text: String
    var message: String { text }
    var diagnosticID: MessageID { MessageID(domain: domain, id: id) }
    var severity: DiagnosticSeverity { .error }
  }

  struct FixItMessage: SwiftDiagnostics.FixItMessage {
    let domain: String
    let id: String
    let text: String
    var message: String { text }
    var fixItID: MessageID { MessageID(domain: domain, id: id) }
  }
}

extension DeclGroupSyntax {
  /// The keyword that introduces this declaration, with its article, for messages.
  var introducerKind: (text: String, article: String) {
    switch Syntax(self).as(SyntaxEnum.self) {
    case .classDecl: ("class", "a")
    case .actorDecl: ("actor", "an")
    case .structDecl: ("struct", "a")
    case .enumDecl: ("enum", "an")
    case .protocolDecl: ("protocol", "a")
    case .extensionDecl: ("extension", "an")
    default: ("declaration", "a")
    }
  }

  /// `public ` or `package ` when the declaration has that access, for generated members.
  var accessPrefix: String {
    for modifier in modifiers {
      switch modifier.name.tokenKind {
      case .keyword(.public), .keyword(.open): return "public "
      case .keyword(.package): return "package "
      default: continue
      }
    }
    return ""
  }
}

extension AttributeListSyntax {
  /// Whether an attribute named `name` (or `Module.name`) is present.
  func contains(attributeNamed name: String) -> Bool {
    contains { element in
      guard case let .attribute(attribute) = element else { return false }
      let written = attribute.attributeName.trimmedDescription
      return written == name || written.hasSuffix(".\(name)")
    }
  }
}
