import SwiftSyntax

/// Reads a test module's carried resources where its tests look for them: `Bundle(for:
/// SomeTests.self)`, the test bundle on Apple platforms, is the module's `Bundle.module` in a
/// package (Linux Foundation's `Bundle(for:)` gives the main bundle, which holds none of them).
final class TestBundles: RecordingRewriter {
  override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
    let called = node.calledExpression
    let isBundle =
      called.as(DeclReferenceExprSyntax.self)?.baseName.text == "Bundle"
      || called.as(MemberAccessExprSyntax.self).map {
        $0.declName.baseName.text == "init" && $0.base?.trimmedDescription == "Bundle"
      } == true
    guard isBundle, node.arguments.count == 1, let argument = node.arguments.first,
      argument.label?.text == "for"
    else { return super.visit(node) }
    record(
      "Bundle(for: \(argument.expression.trimmedDescription))",
      reason: "the test target's resources are carried into its package: Bundle.module",
      at: node)
    return ExprSyntax(
      MemberAccessExprSyntax(
        leadingTrivia: node.leadingTrivia,
        base: ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier("Bundle"))),
        declName: DeclReferenceExprSyntax(baseName: .identifier("module")),
        trailingTrivia: node.trailingTrivia))
  }
}
