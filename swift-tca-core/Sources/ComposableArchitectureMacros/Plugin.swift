import ComposableArchitectureMacrosSupport
import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxMacros

// The compiler finds a macro by the module and name of its type, so each macro has a type here
// that forwards to its implementation in `ComposableArchitectureMacrosSupport` (a library, so
// that expansion tests can link it without a second build of swift-syntax).

@main
struct ComposableArchitectureMacrosPlugin: CompilerPlugin {
  let providingMacros: [any Macro.Type] = [
    ReducerMacro.self,
    ObservableStateMacro.self,
    ObservationStateTrackedMacro.self,
    ObservationStateIgnoredMacro.self,
    PresentsMacro.self,
    ReducerCaseIgnoredMacro.self,
    ReducerCaseEphemeralMacro.self,
    BindingExtractionMacro.self,
    NestedBindingExtractionMacro.self,
    ViewActionMacro.self,
  ]
}

/// `@Reducer`; see `ComposableArchitectureMacrosSupport.ReducerImplementation`.
public enum ReducerMacro: MemberMacro, MemberAttributeMacro, ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    try ReducerImplementation.expansion(
      of: node, providingMembersOf: declaration, conformingTo: protocols, in: context)
  }

  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    try ReducerImplementation.expansion(
      of: node, attachedTo: declaration, providingAttributesFor: member, in: context)
  }

  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    try ReducerImplementation.expansion(
      of: node, attachedTo: declaration, providingExtensionsOf: type, conformingTo: protocols,
      in: context)
  }
}

/// `@ObservableState`; see `ComposableArchitectureMacrosSupport.ObservableStateImplementation`.
public enum ObservableStateMacro: MemberMacro, MemberAttributeMacro, ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    try ObservableStateImplementation.expansion(
      of: node, providingMembersOf: declaration, conformingTo: protocols, in: context)
  }

  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    try ObservableStateImplementation.expansion(
      of: node, attachedTo: declaration, providingAttributesFor: member, in: context)
  }

  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    try ObservableStateImplementation.expansion(
      of: node, attachedTo: declaration, providingExtensionsOf: type, conformingTo: protocols,
      in: context)
  }
}

/// `@ObservationStateTracked`; see `ObservationStateTrackedImplementation`.
public enum ObservationStateTrackedMacro: AccessorMacro, PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    try ObservationStateTrackedImplementation.expansion(
      of: node, providingAccessorsOf: declaration, in: context)
  }

  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    try ObservationStateTrackedImplementation.expansion(
      of: node, providingPeersOf: declaration, in: context)
  }
}

/// `@ObservationStateIgnored`; see `ObservationStateIgnoredImplementation`.
public enum ObservationStateIgnoredMacro: AccessorMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    try ObservationStateIgnoredImplementation.expansion(
      of: node, providingAccessorsOf: declaration, in: context)
  }
}

/// `@Presents`; see `ComposableArchitectureMacrosSupport.PresentsImplementation`.
public enum PresentsMacro: AccessorMacro, PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    try PresentsImplementation.expansion(of: node, providingAccessorsOf: declaration, in: context)
  }

  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    try PresentsImplementation.expansion(of: node, providingPeersOf: declaration, in: context)
  }
}

/// `@ReducerCaseIgnored`: a marker read by `@Reducer` on an enum.
public enum ReducerCaseIgnoredMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    try ReducerCaseMarkerImplementation.expansion(
      of: node, providingPeersOf: declaration, in: context)
  }
}

/// `@ReducerCaseEphemeral`: a marker read by `@Reducer` on an enum.
public enum ReducerCaseEphemeralMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    try ReducerCaseMarkerImplementation.expansion(
      of: node, providingPeersOf: declaration, in: context)
  }
}

/// `@_BindingExtraction`; see `ComposableArchitectureMacrosSupport.BindingExtractionImplementation`.
public enum BindingExtractionMacro: MemberMacro, MemberAttributeMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    try BindingExtractionImplementation.expansion(
      of: node, providingMembersOf: declaration, conformingTo: protocols, in: context)
  }

  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    try BindingExtractionImplementation.expansion(
      of: node, attachedTo: declaration, providingAttributesFor: member, in: context)
  }
}

/// `@_NestedBindingExtraction`; the member half of `BindingExtractionMacro`.
public enum NestedBindingExtractionMacro: MemberMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    try BindingExtractionImplementation.expansion(
      of: node, providingMembersOf: declaration, conformingTo: protocols, in: context)
  }
}

/// `@ViewAction(for:)`; see `ComposableArchitectureMacrosSupport.ViewActionImplementation`.
public enum ViewActionMacro: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    try ViewActionImplementation.expansion(
      of: node, attachedTo: declaration, providingExtensionsOf: type, conformingTo: protocols,
      in: context)
  }
}
