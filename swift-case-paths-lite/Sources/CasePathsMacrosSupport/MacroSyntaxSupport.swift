import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

// Helpers shared by the macro implementations of the TCA Lite packages (this package's
// `@CasePathable`, and `@Reducer` and `@ObservableState` in swift-tca-core).

extension DeclGroupSyntax {
  /// The keyword that introduces this declaration and its article, for messages:
  /// `("class", "a")`, `("enum", "an")`.
  public var introducerKind: (text: String, article: String) {
    let text: String
    switch Syntax(self).as(SyntaxEnum.self) {
    case .structDecl: text = "struct"
    case .classDecl: text = "class"
    case .actorDecl: text = "actor"
    case .enumDecl: text = "enum"
    case .protocolDecl: text = "protocol"
    case .extensionDecl: text = "extension"
    default: text = "declaration"
    }
    return (text, ["a", "e", "i", "o", "u"].contains(text.first) ? "an" : "a")
  }

  /// ``accessPrefix``, or, for a declaration that writes no access of its own inside a
  /// `public extension` (or `package`), the extension's: its type is that visible, and so must
  /// be the members a protocol requires of it.
  public func accessPrefix(in context: some MacroExpansionContext) -> String {
    let own = accessPrefix
    guard own.isEmpty, !modifiers.contains(where: \.isAccessControl),
      let enclosing = context.lexicalContext.first?.as(ExtensionDeclSyntax.self)
    else { return own }
    return enclosing.accessPrefix
  }

  /// `"public "` or `"package "` when the declaration has that access, else `""`: the prefix
  /// generated members take so they are as visible as the type.
  public var accessPrefix: String {
    for modifier in modifiers {
      switch modifier.name.tokenKind {
      case .keyword(.public), .keyword(.open): return "public "
      case .keyword(.package): return "package "
      default: continue
      }
    }
    return ""
  }

  /// The fix-it change that deletes `attribute` from this declaration's attributes.
  public func removing(_ attribute: AttributeSyntax) -> [FixIt.Change] {
    let remaining = attributes.filter {
      $0.trimmedDescription != attribute.trimmedDescription
    }
    return [.replace(oldNode: Syntax(attributes), newNode: Syntax(remaining))]
  }
}

extension AttributeListSyntax {
  /// Whether an attribute named `name` (or `Module.name`) is present.
  public func contains(attributeNamed name: String) -> Bool {
    contains { element in
      guard case let .attribute(attribute) = element else { return false }
      let written = attribute.attributeName.trimmedDescription
      return written == name || written.hasSuffix(".\(name)")
    }
  }
}

/// A message a macro shows, as an error (`Diagnostic(message:)`) or as a fix-it
/// (`FixIt(message:)`), identified by its macro (`domain`) and an `id`.
public struct MacroMessage: DiagnosticMessage, FixItMessage {
  let domain: String
  let id: String
  /// The text the compiler shows.
  public let message: String

  /// A message of macro `domain` with the given text.
  public init(domain: String, id: String, message: String) {
    self.domain = domain
    self.id = id
    self.message = message
  }

  public var diagnosticID: MessageID { MessageID(domain: domain, id: id) }
  public var fixItID: MessageID { diagnosticID }
  /// Every diagnostic of these macros is an error: a misuse never compiles.
  public var severity: DiagnosticSeverity { .error }
}

extension DeclModifierSyntax {
  /// Whether this modifier sets access: `public`, `private(set)`, `internal`…
  var isAccessControl: Bool {
    switch name.tokenKind {
    case .keyword(.public), .keyword(.open), .keyword(.package), .keyword(.internal),
      .keyword(.fileprivate), .keyword(.private):
      true
    default: false
    }
  }
}
