import SwiftSyntax

/// Finds names in ported code that will not build on Linux, or not on TCA Lite.
enum BlockerScanner {
  /// The first use of each blocking name in `file`.
  static func blockers(in file: SourceFileSyntax) -> [Blocker] {
    let converter = SourceLocationConverter(fileName: "", tree: file)
    var seen: Set<String> = []
    var blockers: [Blocker] = []
    for token in file.tokens(viewMode: .sourceAccurate) {
      guard case .identifier(let name) = token.tokenKind, let hint = BlockingNames.hints[name],
        !isCompiledOut(token), seen.insert(name).inserted
      else { continue }
      let line = token.startLocation(converter: converter).line
      blockers.append(Blocker(name: name, line: line, hint: hint))
    }
    return blockers
  }

  /// Whether `token` is under a `#if` clause Linux does not compile (`#if os(iOS)`).
  static func isCompiledOut(_ token: TokenSyntax) -> Bool {
    var node = token.parent
    while let current = node {
      if let clause = current.as(IfConfigClauseSyntax.self) {
        if let condition = clause.condition, LinuxCondition.evaluate(condition) == .fails {
          return true
        }
        // An `#else` is compiled when every clause before it fails.
        if clause.condition == nil, let clauses = clause.parent?.as(IfConfigClauseListSyntax.self),
          clauses.contains(where: {
            $0.condition.map { LinuxCondition.evaluate($0) == .holds } ?? false
          })
        {
          return true
        }
      }
      node = current.parent
    }
    return false
  }
}
