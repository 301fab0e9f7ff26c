import SwiftSyntax

/// The strings a Tuist manifest writes, read without running it: a literal, a constant the
/// file declares at its top (`let name = "App"`), or a literal interpolating such constants
/// (`"\(name)Tests"`).
struct TuistStrings {
  /// The file's string constants, by name.
  private var constants: [String: String] = [:]

  /// No constants: literals only.
  init() {}

  /// The constants declared at the top of `file`.
  init(file: SourceFileSyntax) {
    for item in file.statements {
      guard let variable = item.item.as(VariableDeclSyntax.self),
        variable.bindingSpecifier.tokenKind == .keyword(.let)
      else { continue }
      for binding in variable.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
          let value = binding.initializer?.value.stringLiteral
        else { continue }
        constants[name] = value
      }
    }
  }

  /// The value of `expression`, when it is one of the strings above.
  func value(of expression: ExprSyntax?) -> String? {
    guard let expression else { return nil }
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return constants[reference.baseName.text]
    }
    guard let literal = expression.as(StringLiteralExprSyntax.self) else { return nil }
    var text = ""
    for segment in literal.segments {
      if let plain = segment.as(StringSegmentSyntax.self) {
        text += plain.content.text
      } else if let interpolation = segment.as(ExpressionSegmentSyntax.self),
        interpolation.expressions.count == 1,
        let value = value(of: interpolation.expressions.first?.expression),
        interpolation.expressions.first?.expression.is(DeclReferenceExprSyntax.self) == true
      {
        text += value
      } else {
        return nil
      }
    }
    return text
  }
}
