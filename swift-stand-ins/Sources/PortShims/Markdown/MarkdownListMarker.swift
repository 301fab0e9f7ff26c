// A list item's marker, as CommonMark reads it, for `MarkdownBlockParser`: which list it
// continues and where the item's content begins.
#if !canImport(SwiftUI)
  /// A list item's marker: `-`, `+`, `*`, or a number and `.` or `)`; where its content begins.
  struct MarkdownListMarker {
    let isOrdered: Bool
    let delimiter: Character
    let number: Int
    let contentOffset: Int
    let content: String

    init?(_ line: String) {
      let indentation = leadingColumns(of: line)
      guard indentation < 4 else { return nil }
      let rest = Substring(dropIndentation(indentation, from: line))
      let digits = rest.prefix { $0.isASCII && $0.isNumber }
      let afterMarker: Substring
      if digits.isEmpty {
        guard let first = rest.first, "-+*".contains(first) else { return nil }
        isOrdered = false
        delimiter = first
        number = 1
        afterMarker = rest.dropFirst()
      } else {
        let delimiter = rest.dropFirst(digits.count).first
        guard digits.count <= 9, let delimiter, delimiter == "." || delimiter == ")" else {
          return nil
        }
        isOrdered = true
        self.delimiter = delimiter
        number = Int(digits) ?? 1
        afterMarker = rest.dropFirst(digits.count + 1)
      }
      let markerWidth = indentation + rest.count - afterMarker.count
      guard afterMarker.isEmpty || afterMarker.first == " " || afterMarker.first == "\t" else {
        return nil
      }
      let spaces = afterMarker.prefix { $0 == " " }.count
      let text = afterMarker.drop { $0 == " " || $0 == "\t" }
      // Five spaces or more after the marker start indented code: the content begins after one.
      contentOffset = markerWidth + (text.isEmpty || spaces > 4 ? 1 : spaces)
      content = spaces > 4 ? String(afterMarker.dropFirst()) : String(text)
    }

    /// Whether this marker's item is the next of `previous`'s list.
    func continues(_ previous: MarkdownListMarker) -> Bool {
      isOrdered == previous.isOrdered && delimiter == previous.delimiter
    }
  }
#endif
