import CasePathsMacrosSupport
import SwiftDiagnostics
import SwiftSyntax

/// The compile-time errors the ComposableArchitecture macros report for a misuse.
enum MacroDiagnostic {
  /// `@Reducer` on something other than a struct or an enum.
  static func reducerNotAStruct(
    node: AttributeSyntax, declaration: some DeclGroupSyntax
  ) -> Diagnostic {
    let kind = declaration.introducerKind
    return Diagnostic(
      node: node,
      message: MacroError(
        domain: "Reducer", id: "notAStruct",
        message: """
          '@Reducer' can only be applied to a struct or an enum, not \(kind.article) \(kind.text); \
          a reducer is a value: declare it as a struct
          """
      ),
      fixIt: FixIt(
        message: MacroFixIt(domain: "Reducer", id: "removeAttribute", message: "Remove '@Reducer'"),
        changes: declaration.removing(node)
      )
    )
  }

  /// A case of an enum reducer that does not hold exactly one feature.
  static func reducerCaseNotOneFeature(_ element: EnumCaseElementSyntax) -> Diagnostic {
    let name = element.name.trimmed.text
    return Diagnostic(
      node: element,
      message: MacroError(
        domain: "Reducer", id: "caseNotOneFeature",
        message: """
          '@Reducer' enum case '\(name)' must hold one unlabelled feature, like \
          'case \(name)(\(name.prefix(1).uppercased() + name.dropFirst())Feature)'; mark a case \
          that holds other state with '@ReducerCaseIgnored'
          """
      )
    )
  }

  /// `@Presents` on something other than an optional stored `var`.
  static func presentsMisuse(node: AttributeSyntax, reason: String) -> Diagnostic {
    Diagnostic(
      node: node,
      message: MacroError(
        domain: "Presents", id: "misuse",
        message: "'@Presents' \(reason), like '@Presents var destination: Destination.State?'"
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
