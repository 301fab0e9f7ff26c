import CasePathsMacrosSupport
import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// Implements `@ViewAction(for:)`: conforms a type that has a `store` to `ViewActionSending`,
/// which gives it `send(_:)` for the feature's view actions.
open class ViewActionImplementation {
  public init() {}
}

extension ViewActionImplementation: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard declaration.declaresStore else {
      context.diagnose(
        MacroDiagnostic.viewActionWithoutStore(
          node: node, declaration: declaration, typeName: type.trimmedDescription,
          feature: featureName(in: node)))
      return []
    }
    // The compiler lists only the conformances the type does not already declare.
    guard !protocols.isEmpty else { return [] }
    return [
      try ExtensionDeclSyntax(
        "extension \(type.trimmed): ComposableArchitecture.ViewActionSending {}")
    ]
  }

  /// `Feature` in `@ViewAction(for: Feature.self)`, for the fix-it.
  static func featureName(in node: AttributeSyntax) -> String {
    guard let argument = node.arguments?.as(LabeledExprListSyntax.self)?.first?.expression
    else { return "Feature" }
    if let member = argument.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "self",
      let base = member.base
    {
      return base.trimmedDescription
    }
    return argument.trimmedDescription
  }
}

extension DeclGroupSyntax {
  /// Whether the declaration has a stored or computed property named `store`.
  fileprivate var declaresStore: Bool {
    memberBlock.members.contains { member in
      member.decl.as(VariableDeclSyntax.self)?.bindings.contains {
        $0.pattern.trimmedDescription == "store"
      } ?? false
    }
  }
}
