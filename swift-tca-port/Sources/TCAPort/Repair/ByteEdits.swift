/// Replacements of byte ranges of a file's text (its syntax tree's UTF-8 offsets), each range
/// once, applied from the last so that the offsets before it still hold: what the compiler's
/// fixes write (``Renamer``, ``ExtraArguments``, ``NeverFailureArguments``,
/// ``AmbiguousTypeNames``, ``TestDependencyKeys``, ``ProtocolAsType``).
enum ByteEdits {
  /// `text` with each range of `edits` replaced by its text; nil when there are no edits.
  static func apply(_ edits: [(range: Range<Int>, text: String)], to text: String) -> String? {
    guard !edits.isEmpty else { return nil }
    var bytes = Array(text.utf8)
    var done: Set<Range<Int>> = []
    for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound })
    where done.insert(edit.range).inserted {
      bytes.replaceSubrange(edit.range, with: Array(edit.text.utf8))
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
