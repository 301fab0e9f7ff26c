import SwiftSyntax

/// The functions and variables a file declares at file scope, and how often each name of a set of
/// files is used: what finds the helpers only views used.
enum TopLevelNames {
  /// The name of a function, or of a variable with one simple binding; nil for anything else.
  static func name(of decl: DeclSyntax) -> String? {
    if let function = decl.as(FunctionDeclSyntax.self) { return function.name.text }
    if let variable = decl.as(VariableDeclSyntax.self), variable.bindings.count == 1,
      let pattern = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)
    {
      return pattern.identifier.text
    }
    return nil
  }

  /// The names of the functions and variables `file` declares at file scope (in `#if` blocks
  /// too).
  static func declared(in file: SourceFileSyntax) -> [String] {
    func names(_ items: CodeBlockItemListSyntax) -> [String] {
      items.flatMap { item -> [String] in
        guard case .decl(let decl) = item.item else { return [] }
        if let conditional = decl.as(IfConfigDeclSyntax.self) {
          return conditional.clauses.flatMap { clause -> [String] in
            guard case .statements(let nested) = clause.elements else { return [] }
            return names(nested)
          }
        }
        return name(of: decl).map { [$0] } ?? []
      }
    }
    return names(file.statements)
  }

  /// How many times each identifier occurs in `files`.
  static func uses(in files: some Sequence<SourceFileSyntax>) -> [String: Int] {
    var counts: [String: Int] = [:]
    for file in files {
      for token in file.tokens(viewMode: .sourceAccurate) {
        if case .identifier(let name) = token.tokenKind { counts[name, default: 0] += 1 }
      }
    }
    return counts
  }
}
