import SwiftSyntax
import SwiftSyntaxMacros

/// `@Guide` as the FoundationModels stand-in expands it: to nothing, the property kept as
/// written (a guide only steers a model's generation).
public struct GuideMacro: PeerMacro {
  /// No peers: the guided property is all there is.
  public static func expansion(
    of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}
