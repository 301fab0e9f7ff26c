import Foundation
import SwiftSyntax

/// Writes a protocol's type eraser where code names the protocol as a concrete type: code written
/// when a name was a generic struct, before a later version made it a protocol and gave the
/// struct's place to `Any<Name>` (swift-parsing 0.12–0.14's `extension CasePath: Conversion`,
/// from swift-case-paths before 1.10), compiles on the version that has the protocol.
enum ProtocolAsType {
  /// The protocol an error says is used as a concrete type: extended with a conformance, made
  /// the same type as `Self`, or constructed.
  static func protocolName(of error: CompilerError) -> String? {
    let patterns = [
      /^extension of protocol '([A-Za-z_][A-Za-z0-9_]*)' cannot have an inheritance clause/,
      /^no type for 'Self' can satisfy both 'Self == any ([A-Za-z_][A-Za-z0-9_]*)/,
      /^'any ([A-Za-z_][A-Za-z0-9_]*)(?:<[^']*>)?' cannot be constructed/,
    ]
    for pattern in patterns {
      if let match = error.message.firstMatch(of: pattern) { return String(match.1) }
    }
    return nil
  }

  /// The text of `tree` with every concrete use of a protocol `errors` name written as its
  /// eraser (`eraser(name)`, nil when none is declared); nil when none applies. A use as a
  /// constraint (`Path: CasePath`, `some CasePath`, a conformance) keeps the protocol.
  static func rewrite(
    in tree: SourceFileSyntax, errors: [CompilerError], eraser: (String) -> String?
  ) -> String? {
    var erasers: [String: String] = [:]
    for name in Set(errors.compactMap(protocolName(of:))) {
      erasers[name] = eraser(name)
    }
    guard !erasers.isEmpty else { return nil }
    let finder = ConcreteUses(names: Set(erasers.keys))
    finder.walk(tree)
    let edits = finder.tokens.map { token in
      let start = token.positionAfterSkippingLeadingTrivia.utf8Offset
      return (start..<(start + token.text.utf8.count), erasers[token.text] ?? token.text)
    }
    return ByteEdits.apply(edits, to: tree.description)
  }

  /// The eraser of `name` some Swift file under `folders` declares as a struct or class
  /// (`public struct AnyCasePath<Root, Value>`), if one does.
  static func eraser(of name: String, declaredUnder folders: [URL]) -> String? {
    let eraser = "Any\(name)"
    let declarations = ["struct \(eraser)", "class \(eraser)"]
    for folder in folders {
      let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
      while let file = files?.nextObject() as? URL {
        guard file.pathExtension == "swift",
          let text = try? String(contentsOf: file, encoding: .utf8),
          declarations.contains(where: { declaration in
            text.contains(declaration + "<") || text.contains(declaration + " ")
              || text.contains(declaration + ":")
          })
        else { continue }
        return eraser
      }
    }
    return nil
  }

  /// The tokens naming one of `names` as a type or a value, outside constraints.
  private final class ConcreteUses: SyntaxVisitor {
    let names: Set<String>
    var tokens: [TokenSyntax] = []

    init(names: Set<String>) {
      self.names = names
      super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
      if names.contains(node.name.text), !isConstraint(Syntax(node)) { tokens.append(node.name) }
      return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
      if names.contains(node.baseName.text) { tokens.append(node.baseName) }
      return .visitChildren
    }

    /// Whether the type at `node` is where a protocol constrains: a conformance, a generic
    /// parameter's or a requirement's constraint, an opaque or existential type.
    private func isConstraint(_ node: Syntax) -> Bool {
      var child = node
      var parent = node.parent
      while let current = parent {
        if current.is(InheritedTypeSyntax.self) || current.is(SomeOrAnyTypeSyntax.self) {
          return true
        }
        if let generic = current.as(GenericParameterSyntax.self) {
          return generic.inheritedType.map { Syntax($0) == child } == true
        }
        if let requirement = current.as(ConformanceRequirementSyntax.self) {
          return Syntax(requirement.rightType) == child
        }
        if current.is(CodeBlockSyntax.self) || current.is(MemberBlockSyntax.self)
          || current.is(SourceFileSyntax.self)
        {
          return false
        }
        child = current
        parent = current.parent
      }
      return false
    }
  }
}
