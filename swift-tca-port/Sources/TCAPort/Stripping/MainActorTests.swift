import SwiftSyntax

/// Makes each synchronous test method of a `@MainActor` XCTest case `async`: Linux's XCTest
/// finds tests by casting each method to a nonisolated function, and a main-actor one stops the
/// test process before any test runs ("Could not cast value of type '(…) -> @MainActor () throws
/// -> ()'"). Run asynchronously, the same method runs on the main actor, as on Apple platforms.
final class MainActorTests: SyntaxRewriter {
  /// `file` with those methods made `async`, and each change.
  static func makeAsync(in file: SourceFileSyntax) -> (SourceFileSyntax, [Removal]) {
    let rewriter = MainActorTests(file: file)
    let rewritten = rewriter.rewrite(file).cast(SourceFileSyntax.self)
    return (rewritten, rewriter.changes)
  }

  private let converter: SourceLocationConverter
  private(set) var changes: [Removal] = []
  private var inMainActorCase = false

  private init(file: SourceFileSyntax) {
    converter = SourceLocationConverter(fileName: "", tree: file)
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
    let isTestCase =
      node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription == "XCTestCase"
    guard isTestCase else { return super.visit(node) }
    let outer = inMainActorCase
    inMainActorCase = node.attributes.names.contains("MainActor")
    defer { inMainActorCase = outer }
    return super.visit(node)
  }

  override func visit(_ node: FunctionDeclSyntax) -> DeclSyntax {
    guard inMainActorCase || node.attributes.names.contains("MainActor"),
      node.name.text.hasPrefix("test"), node.signature.parameterClause.parameters.isEmpty,
      node.signature.effectSpecifiers?.asyncSpecifier == nil,
      !node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
    else { return DeclSyntax(node) }
    var effects = node.signature.effectSpecifiers ?? FunctionEffectSpecifiersSyntax()
    // `()` keeps the space after it; `async` brings its own before `throws` or the brace.
    effects.asyncSpecifier = .keyword(.async, trailingTrivia: .space)
    var signature = node.signature
    signature.effectSpecifiers = effects
    changes.append(
      Removal(
        declaration: "func \(node.name.text)()",
        reason:
          "made async: Linux's XCTest stops at a synchronous test method of a @MainActor case",
        line: node.startLocation(converter: converter).line))
    return DeclSyntax(node.with(\.signature, signature))
  }
}
