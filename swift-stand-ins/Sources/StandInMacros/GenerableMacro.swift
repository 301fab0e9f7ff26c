import SwiftSyntax
import SwiftSyntaxMacros

/// `@Generable` as the FoundationModels stand-in expands it: the type conforms to `Generable`,
/// with nothing to generate (no model runs off Apple platforms).
public struct GenerableMacro: ExtensionMacro {
  /// One empty extension adding `protocols`, the conformances the type lacks; none when it
  /// lacks none.
  public static func expansion(
    of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard !protocols.isEmpty else { return [] }
    let conformances = protocols.map(\.trimmedDescription).joined(separator: ", ")
    return [try ExtensionDeclSyntax("extension \(type.trimmed): \(raw: conformances) {}")]
  }
}
