import SwiftParser
import SwiftSyntax

/// Reads a test module's carried resources where its tests look for them: `Bundle(for:
/// SomeTests.self)`, the test bundle on Apple platforms, is the module's `Bundle.module` in a
/// package (Linux Foundation's `Bundle(for:)` gives the main bundle, which holds none of them).
final class TestBundles: SyntaxRewriter {
  /// `file` with each `Bundle(for: …)` made `Bundle.module`, and each replacement.
  static func replace(in file: SourceFileSyntax) -> (SourceFileSyntax, [Removal]) {
    let rewriter = TestBundles(file: file)
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
    let called = node.calledExpression
    let isBundle =
      called.as(DeclReferenceExprSyntax.self)?.baseName.text == "Bundle"
      || called.as(MemberAccessExprSyntax.self).map {
        $0.declName.baseName.text == "init" && $0.base?.trimmedDescription == "Bundle"
      } == true
    guard isBundle, node.arguments.count == 1, node.arguments.first?.label?.text == "for"
    else { return super.visit(node) }
    removals.append(
      Removal(
        declaration: "Bundle(for: \(node.arguments.first!.expression.trimmedDescription))",
        reason: "the test target's resources are carried into its package: Bundle.module",
        line: node.startLocation(converter: converter).line))
    return ExprSyntax(
      MemberAccessExprSyntax(
        leadingTrivia: node.leadingTrivia,
        base: ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier("Bundle"))),
        declName: DeclReferenceExprSyntax(baseName: .identifier("module")),
        trailingTrivia: node.trailingTrivia))
  }
}
