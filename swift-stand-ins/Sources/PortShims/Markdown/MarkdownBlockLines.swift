// What one line of a Markdown document is, as CommonMark reads it, for `MarkdownBlockParser`: its
// indentation in columns, and the single-line blocks it may open (a header, a thematic break, a
// quote's line, a setext underline).
#if !canImport(SwiftUI)
  import Foundation

  func isBlank(_ line: String) -> Bool {
    line.allSatisfy { $0 == " " || $0 == "\t" }
  }

  /// The columns of white space `line` begins with, a tab reaching the next multiple of four.
  func leadingColumns(of line: String) -> Int {
    var columns = 0
    for character in line {
      switch character {
      case " ": columns += 1
      case "\t": columns += 4 - columns % 4
      default: return columns
      }
    }
    return columns
  }

  /// `line` less `columns` columns of its leading white space (fewer if it has fewer).
  func dropIndentation(_ columns: Int, from line: String) -> String {
    var removed = 0
    var rest = Substring(line)
    while removed < columns, let first = rest.first, first == " " || first == "\t" {
      let width = first == " " ? 1 : 4 - removed % 4
      guard removed + width <= columns else {
        return String(repeating: " ", count: removed + width - columns) + rest.dropFirst()
      }
      removed += width
      rest = rest.dropFirst()
    }
    return String(rest)
  }

  func trimmingTrailingSpace(_ text: String) -> String {
    var text = Substring(text)
    while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
    return String(text)
  }

  /// An ATX header's level and text (`## Title ##` is level 2, "Title").
  func atxHeader(_ line: String) -> (level: Int, text: String)? {
    guard leadingColumns(of: line) < 4 else { return nil }
    let rest = line.drop { $0 == " " }
    let level = rest.prefix { $0 == "#" }.count
    let afterHashes = rest.dropFirst(level)
    guard (1...6).contains(level),
      afterHashes.isEmpty || afterHashes.first == " "
        || afterHashes.first == "\t"
    else { return nil }
    var text = afterHashes.trimmingCharacters(in: .whitespaces)
    let closing = text.reversed().prefix { $0 == "#" }.count
    if closing == text.count {
      text = ""
    } else if closing > 0, text.dropLast(closing).last == " " {
      text = String(text.dropLast(closing)).trimmingCharacters(in: .whitespaces)
    }
    return (level, text)
  }

  /// Whether `line` is three or more of one of `-`, `*`, `_`, spaces between.
  func isThematicBreak(_ line: String) -> Bool {
    guard leadingColumns(of: line) < 4 else { return false }
    let marks = line.filter { $0 != " " && $0 != "\t" }
    guard let first = marks.first, "-*_".contains(first) else { return false }
    return marks.count >= 3 && marks.allSatisfy { $0 == first }
  }

  /// The level of the setext header a line of `=` (1) or `-` (2) makes of the paragraph above.
  func setextLevel(_ line: String) -> Int? {
    guard leadingColumns(of: line) < 4 else { return nil }
    let marks = line.trimmingCharacters(in: .whitespaces)
    guard let first = marks.first, first == "=" || first == "-",
      marks.allSatisfy({ $0 == first })
    else { return nil }
    return first == "=" ? 1 : 2
  }

  /// The text of a quote's line after its `>` (and one space), if it is one.
  func quoteContent(_ line: String) -> String? {
    guard leadingColumns(of: line) < 4 else { return nil }
    let rest = line.drop { $0 == " " }
    guard rest.first == ">" else { return nil }
    let afterMarker = rest.dropFirst()
    return String(afterMarker.first == " " ? afterMarker.dropFirst() : afterMarker)
  }
#endif
