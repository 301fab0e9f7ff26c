import SwiftSyntax

/// Writes the new name where the compiler says a name was renamed (`'EffectTask' has been renamed
/// to 'Effect'`): code written for an older version of a package (TCA 0.50's `ReducerProtocol`)
/// compiles on the API TCA Lite has, as the compiler's own fix-it would have it.
enum Renamer {
  /// The text of `tree` with each of `errors`' renames applied where the old name is; nil when
  /// none applies.
  static func rename(in tree: SourceFileSyntax, errors: [CompilerError]) -> String? {
    let converter = SourceLocationConverter(fileName: "", tree: tree)
    var edits: [(range: Range<Int>, name: String)] = []
    for error in errors {
      guard let (old, new) = error.rename,
        let token = tree.token(at: converter.position(ofLine: error.line, column: error.column)),
        token.tokenKind == .identifier(old)
      else { continue }
      let start = token.positionAfterSkippingLeadingTrivia.utf8Offset
      let range = start..<(start + old.utf8.count)
      if !edits.contains(where: { $0.range == range }) { edits.append((range, new)) }
    }
    guard !edits.isEmpty else { return nil }
    var bytes = Array(tree.description.utf8)
    for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
      bytes.replaceSubrange(edit.range, with: Array(edit.name.utf8))
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
