import SwiftSyntax

/// Reading a declaration's attributes by name.
extension AttributeListSyntax {
  /// The names of the attributes: `ViewBuilder` for `@ViewBuilder`.
  var names: [String] {
    compactMap { element in
      element.as(AttributeSyntax.self)?.attributeName.lastName
    }
  }
}
