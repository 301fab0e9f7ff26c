import SwiftSyntax

/// The comments of a removed declaration that stay, on the item after it.
extension Trivia {
  /// The comments that end in a blank line: not a declaration's own documentation.
  var detachedComments: Trivia {
    var lastBlankLine: Int?
    for (index, piece) in enumerated() {
      if case .newlines(let count) = piece, count >= 2 { lastBlankLine = index }
    }
    guard let lastBlankLine else { return Trivia() }
    let pieces = Array(self)[...lastBlankLine]
    return pieces.contains(where: \.isComment) ? Trivia(pieces: pieces) : Trivia()
  }
}
