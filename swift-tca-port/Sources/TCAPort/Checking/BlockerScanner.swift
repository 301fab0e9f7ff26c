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
        seen.insert(name).inserted
      else { continue }
      let line = token.startLocation(converter: converter).line
      blockers.append(Blocker(name: name, line: line, hint: hint))
    }
    return blockers
  }
}
