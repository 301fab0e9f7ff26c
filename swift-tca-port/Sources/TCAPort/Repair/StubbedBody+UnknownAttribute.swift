import Foundation
import SwiftSyntax

extension StubbedBody {
  /// An attribute the compiler does not know (`unknown attribute 'Model'`): a macro or wrapper
  /// of a framework whose import went (SwiftData's `@Model`, `@Attribute(.unique)`,
  /// `@Relationship(…)`). It goes alone: the class or property it marks is plain Swift, which
  /// the module's code and tests go on using; what needed the attribute's work (a model
  /// context) fails in the next build and is stubbed in turn.
  ///
  /// A property with neither a written type nor an initial value keeps its attribute: without
  /// it, it would not compile either, and it goes whole (``init(wrappedPropertyAround:)``).
  init?(unknownAttributeAround token: TokenSyntax, error: CompilerError) {
    guard
      let name = error.message.firstMatch(of: /^unknown attribute '([A-Za-z_][A-Za-z0-9_]*)'/)
        .map({ String($0.1) }),
      let attribute = token.ancestorOrSelf(mapping: { $0.as(AttributeSyntax.self) }),
      attribute.attributeName.trimmedDescription == name,
      let attributes = attribute.parent?.as(AttributeListSyntax.self),
      let owner = attributes.parent
    else { return nil }
    if let variable = owner.as(VariableDeclSyntax.self),
      variable.bindings.contains(where: { $0.typeAnnotation == nil && $0.initializer == nil })
    {
      return nil
    }
    // Its trailing trivia goes too: `@Model\nfinal class` leaves no blank line.
    let start = attribute.positionAfterSkippingLeadingTrivia
    self.init(
      removing: start.utf8Offset..<attribute.endPosition.utf8Offset, at: start,
      declaration: "@\(name) of \(Self.described(owner))", result: .attributeRemoved)
  }

  /// What an attribute marks, as a reader names it: `class Portfolio`, `var id`.
  private static func described(_ owner: Syntax) -> String {
    if let named = owner.asProtocol(NamedDeclSyntax.self) {
      let keyword = owner.as(DeclSyntax.self).map(Self.keyword(of:)) ?? ""
      return "\(keyword) \(named.name.text)".trimmingCharacters(in: .whitespaces)
    }
    if let variable = owner.as(VariableDeclSyntax.self) {
      let names = variable.bindings.map(\.pattern.trimmedDescription).joined(separator: ", ")
      return "\(variable.bindingSpecifier.text) \(names)"
    }
    return "a declaration"
  }

  /// The keyword introducing a declaration: `class`, `struct`, `func`.
  private static func keyword(of decl: DeclSyntax) -> String {
    decl.tokens(viewMode: .sourceAccurate).first { token in
      if case .keyword = token.tokenKind, token.parent?.is(AttributeSyntax.self) != true,
        token.parent?.is(DeclModifierSyntax.self) != true
      {
        return true
      }
      return false
    }?.text ?? ""
  }
}
