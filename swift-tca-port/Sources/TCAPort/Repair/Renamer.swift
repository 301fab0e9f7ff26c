import SwiftSyntax

/// Writes the new name where the compiler says a name was renamed (`'EffectTask' has been renamed
/// to 'Effect'`): code written for an older version of a package (TCA 0.50's `ReducerProtocol`)
/// compiles on the API TCA Lite has, as the compiler's own fix-it would have it.
enum Renamer {
  /// The text of `tree` with each of `errors`' renames applied where the old name is; nil when
  /// none applies.
  static func rename(in tree: SourceFileSyntax, errors: [CompilerError]) -> String? {
    let converter = SourceLocationConverter(fileName: "", tree: tree)
    var edits: [(range: Range<Int>, text: String)] = []
    for error in errors {
      guard let (old, new) = error.rename,
        let token = tree.token(at: converter.position(ofLine: error.line, column: error.column)),
        token.tokenKind == .identifier(old)
      else { continue }
      let start = token.positionAfterSkippingLeadingTrivia.utf8Offset
      let range = start..<(start + old.utf8.count)
      edits.append((range, new))
    }
    return ByteEdits.apply(edits, to: tree.description)
  }
}
