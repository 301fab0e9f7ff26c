import CasePathsMacrosSupport
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
      message: MacroError(
        domain: "Reducer", id: "notAStruct",
        message:
          "'@Reducer' can only be applied to a struct, not \(kind.article) \(kind.text); \(reason)"
      ),
      fixIt: FixIt(
        message: MacroFixIt(domain: "Reducer", id: "removeAttribute", message: "Remove '@Reducer'"),
        changes: declaration.removing(node)
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
      message: MacroError(
        domain: "ObservableState", id: "notAValue",
        message: """
          '@ObservableState' can only be applied to a struct or an enum, not \(kind.article) \
          \(kind.text); for a class, use '@Observable'
          """
      ),
      fixIt: FixIt(
        message: MacroFixIt(
          domain: "ObservableState", id: "removeAttribute", message: "Remove '@ObservableState'"),
        changes: declaration.removing(node)
      )
    )
  }
}
