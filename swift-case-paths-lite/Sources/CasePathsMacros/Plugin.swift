import CasePathsMacrosSupport
import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxMacros

// The compiler finds a macro by the module and name of its type, so each macro has a type here
// that forwards to its implementation in `CasePathsMacrosSupport` (a library, so that expansion
// tests can link it without a second build of swift-syntax).

@main
struct CasePathsMacrosPlugin: CompilerPlugin {
  let providingMacros: [any Macro.Type] = [CasePathableMacro.self]
}

/// `@CasePathable`; see `CasePathsMacrosSupport.CasePathableImplementation`.
public enum CasePathableMacro: MemberMacro, ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    try CasePathableImplementation.expansion(
      of: node, providingMembersOf: declaration, conformingTo: protocols, in: context)
  }

  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    try CasePathableImplementation.expansion(
      of: node, attachedTo: declaration, providingExtensionsOf: type, conformingTo: protocols,
      in: context)
  }
}
