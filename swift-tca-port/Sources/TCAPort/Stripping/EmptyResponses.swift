import SwiftParser
import SwiftSyntax

/// Gives `URLResponse()` and `HTTPURLResponse()`, which Linux Foundation does not have (a
/// client's preview or test value returning `(Data(), HTTPURLResponse())`), the address
/// `about:blank`, through the initializers it does have; and `NSError()`, which it lacks too (a
/// test wrapping one in its own error), an empty domain and code 0, as Apple's has.
final class EmptyResponses: SyntaxRewriter {
  /// What stands for each empty response.
  static let replacements = [
    "URLResponse":
      #"URLResponse(url: URL(string: "about:blank")!, mimeType: nil, expectedContentLength: -1, textEncodingName: nil)"#,
    "HTTPURLResponse":
      #"HTTPURLResponse(url: URL(string: "about:blank")!, statusCode: 200, httpVersion: nil, headerFields: nil)!"#,
    "NSError": #"NSError(domain: "", code: 0)"#,
  ]

  /// `file` with its empty responses replaced, and each replacement.
  static func replace(in file: SourceFileSyntax) -> (SourceFileSyntax, [Removal]) {
    let rewriter = EmptyResponses(file: file)
    let rewritten = rewriter.rewrite(file).cast(SourceFileSyntax.self)
    return (rewritten, rewriter.removals)
  }

  private let converter: SourceLocationConverter
  private(set) var removals: [Removal] = []

  private init(file: SourceFileSyntax) {
    converter = SourceLocationConverter(fileName: "", tree: file)
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
    guard let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
      let replacement = Self.replacements[name], node.arguments.isEmpty,
      node.trailingClosure == nil
    else { return super.visit(node) }
    guard
      let expression = Parser.parse(source: replacement).statements.first?.item.as(ExprSyntax.self)
    else { return super.visit(node) }
    removals.append(
      Removal(
        declaration: "\(name)()",
        reason: name == "NSError"
          ? "Linux Foundation has no empty error: one of an empty domain and code 0 stands in"
          : "Linux Foundation has no empty response: one for about:blank stands in",
        line: node.startLocation(converter: converter).line))
    return expression.with(\.leadingTrivia, node.leadingTrivia)
      .with(\.trailingTrivia, node.trailingTrivia)
  }
}
