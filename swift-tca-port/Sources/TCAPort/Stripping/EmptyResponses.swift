import SwiftParser
import SwiftSyntax

/// Gives `URLResponse()` and `HTTPURLResponse()`, which Linux Foundation does not have (a
/// client's preview or test value returning `(Data(), HTTPURLResponse())`), the address
/// `about:blank`, through the initializers it does have; and `NSError()`, which it lacks too (a
/// test wrapping one in its own error), an empty domain and code 0, as Apple's has.
final class EmptyResponses: RecordingRewriter {
  /// What stands for each empty value, and why.
  static let replacements: [String: (expression: String, reason: String)] = [
    "URLResponse": (
      #"URLResponse(url: URL(string: "about:blank")!, mimeType: nil, expectedContentLength: -1, textEncodingName: nil)"#,
      emptyResponse
    ),
    "HTTPURLResponse": (
      #"HTTPURLResponse(url: URL(string: "about:blank")!, statusCode: 200, httpVersion: nil, headerFields: nil)!"#,
      emptyResponse
    ),
    "NSError": (
      #"NSError(domain: "", code: 0)"#,
      "Linux Foundation has no empty error: one of an empty domain and code 0 stands in"
    ),
  ]

  private static let emptyResponse =
    "Linux Foundation has no empty response: one for about:blank stands in"

  override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
    guard let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
      let replacement = Self.replacements[name], node.arguments.isEmpty,
      node.trailingClosure == nil,
      let expression = Parser.parse(source: replacement.expression).statements.first?.item
        .as(ExprSyntax.self)
    else { return super.visit(node) }
    record("\(name)()", reason: replacement.reason, at: node)
    return expression.with(\.leadingTrivia, node.leadingTrivia)
      .with(\.trailingTrivia, node.trailingTrivia)
  }
}
