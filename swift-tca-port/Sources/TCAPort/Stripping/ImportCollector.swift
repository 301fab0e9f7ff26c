import SwiftSyntax

/// Every module a file imports, at file scope and inside `#if` blocks, in order.
enum ImportCollector {
  static func modules(in file: SourceFileSyntax) -> [String] {
    let visitor = Visitor(viewMode: .sourceAccurate)
    visitor.walk(file)
    return visitor.modules
  }

  private final class Visitor: SyntaxVisitor {
    var modules: [String] = []

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
      if let module = node.path.first?.name.text, !modules.contains(module) {
        modules.append(module)
      }
      return .skipChildren
    }
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: MemberBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  }
}
