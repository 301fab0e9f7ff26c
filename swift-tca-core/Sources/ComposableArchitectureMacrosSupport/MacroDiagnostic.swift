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
      message: MacroMessage(
        domain: "Reducer", id: "notAStruct",
        message: """
          '@Reducer' can only be applied to a struct or an enum, not \(kind.article) \(kind.text); \
          a reducer is a value: declare it as a struct
          """
      ),
      fixIt: FixIt(
        message: MacroMessage(
          domain: "Reducer", id: "removeAttribute", message: "Remove '@Reducer'"),
        changes: declaration.removing(node)
      )
    )
  }

  /// `@Presents` on something other than an optional stored `var`.
  static func presentsMisuse(node: AttributeSyntax, reason: String) -> Diagnostic {
    Diagnostic(
      node: node,
      message: MacroMessage(
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
      message: MacroMessage(
        domain: "ObservableState", id: "notAValue",
        message: """
          '@ObservableState' can only be applied to a struct or an enum, not \(kind.article) \
          \(kind.text); for a class, use '@Observable'
          """
      ),
      fixIt: FixIt(
        message: MacroMessage(
          domain: "ObservableState", id: "removeAttribute", message: "Remove '@ObservableState'"),
        changes: declaration.removing(node)
      )
    )
  }

  /// `@ViewAction(for:)` on a type without a `store` to send to.
  static func viewActionWithoutStore(
    node: AttributeSyntax, declaration: some DeclGroupSyntax, typeName: String, feature: String
  ) -> Diagnostic {
    let indentation =
      declaration.memberBlock.members.first?.leadingTrivia ?? [.newlines(1), .spaces(2)]
    let store = MemberBlockItemSyntax(
      leadingTrivia: indentation,
      decl: DeclSyntax("let store: StoreOf<\(raw: feature)>")
    )
    var members = declaration.memberBlock.members
    members.insert(store, at: members.startIndex)
    return Diagnostic(
      node: node,
      message: MacroMessage(
        domain: "ViewAction", id: "missingStore",
        message: """
          '@ViewAction' requires '\(typeName)' to have a 'store' property of type \
          'StoreOf<\(feature)>' to send view actions to
          """
      ),
      fixIt: FixIt(
        message: MacroMessage(
          domain: "ViewAction", id: "addStore", message: "Add 'let store: StoreOf<\(feature)>'"),
        changes: [
          .replace(
            oldNode: Syntax(declaration.memberBlock.members), newNode: Syntax(members))
        ]
      )
    )
  }
}
