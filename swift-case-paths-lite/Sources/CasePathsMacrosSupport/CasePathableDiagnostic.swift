import SwiftDiagnostics
import SwiftSyntax

/// The compile-time errors `@CasePathable` reports for a misuse.
enum CasePathableDiagnostic {
  /// `@CasePathable` on a struct, class, actor, protocol or extension.
  static func notAnEnum(node: AttributeSyntax, declaration: some DeclGroupSyntax) -> Diagnostic {
    let kind = declaration.introducerKind
    return Diagnostic(
      node: node,
      message: MacroMessage(
        domain: "CasePathable",
        id: "notAnEnum",
        message: """
          '@CasePathable' can only be applied to an enum, not \(kind.article) \(kind.text); \
          case paths name enum cases (use a key path for \(kind.text) properties)
          """
      ),
      fixIt: FixIt(
        message: MacroMessage(
          domain: "CasePathable", id: "removeAttribute", message: "Remove '@CasePathable'"),
        changes: declaration.removing(node)
      )
    )
  }

  /// Two cases sharing one base name, like `case load(Int)` and `case load(String)`.
  static func overloadedCase(_ element: EnumCaseElementSyntax) -> Diagnostic {
    let name = element.name.trimmed.text
    return Diagnostic(
      node: element.name,
      message: MacroMessage(
        domain: "CasePathable",
        id: "overloadedCase",
        message: """
          '@CasePathable' cannot derive a case path for overloaded case name '\(name)'; \
          give each case a distinct name
          """
      )
    )
  }
}
