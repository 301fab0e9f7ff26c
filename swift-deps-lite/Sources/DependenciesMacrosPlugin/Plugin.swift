import DependenciesMacrosSupport
import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxMacros

// The compiler finds a macro by the module and name of its type, so each macro has a type here
// that forwards to its implementation in `DependenciesMacrosSupport` (a library, so that
// expansion tests can link it without a second build of swift-syntax).

@main
struct DependenciesMacrosPlugin: CompilerPlugin {
  let providingMacros: [any Macro.Type] = [
    DependencyClientMacro.self,
    DependencyEndpointMacro.self,
    DependencyIgnoredMacro.self,
  ]
}

/// `@DependencyClient`; see `DependenciesMacrosSupport.DependencyClientImplementation`.
public enum DependencyClientMacro: MemberMacro, MemberAttributeMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    try DependencyClientImplementation.expansion(
      of: node, providingMembersOf: declaration, conformingTo: protocols, in: context)
  }

  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    try DependencyClientImplementation.expansion(
      of: node, attachedTo: declaration, providingAttributesFor: member, in: context)
  }
}

/// `@DependencyEndpoint`; see `DependenciesMacrosSupport.DependencyEndpointImplementation`.
public enum DependencyEndpointMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    try DependencyEndpointImplementation.expansion(
      of: node, providingPeersOf: declaration, in: context)
  }
}

/// `@DependencyIgnored`; see `DependenciesMacrosSupport.DependencyIgnoredImplementation`.
public enum DependencyIgnoredMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    try DependencyIgnoredImplementation.expansion(
      of: node, providingPeersOf: declaration, in: context)
  }
}
