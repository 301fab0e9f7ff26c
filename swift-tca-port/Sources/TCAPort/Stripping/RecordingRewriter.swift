import SwiftSyntax

/// A rewriter of one file that records each change it makes as a ``Removal`` at its line: the
/// frame ``EmptyResponses`` and ``TestBundles`` share.
class RecordingRewriter: SyntaxRewriter {
  private let converter: SourceLocationConverter
  /// The changes made, in the file's order.
  private(set) var removals: [Removal] = []

  /// A rewriter of `file`.
  required init(file: SourceFileSyntax) {
    converter = SourceLocationConverter(fileName: "", tree: file)
    super.init(viewMode: .sourceAccurate)
  }

  /// `file` rewritten, and each change made.
  static func replace(in file: SourceFileSyntax) -> (SourceFileSyntax, [Removal]) {
    let rewriter = Self(file: file)
    return (rewriter.rewrite(file).cast(SourceFileSyntax.self), rewriter.removals)
  }

  /// Records that `node`, which reads `declaration`, changed for `reason`.
  func record(_ declaration: String, reason: String, at node: some SyntaxProtocol) {
    removals.append(
      Removal(
        declaration: declaration, reason: reason,
        line: node.startLocation(converter: converter).line))
  }
}
