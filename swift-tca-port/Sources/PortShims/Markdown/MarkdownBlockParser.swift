// Markdown's blocks, as CommonMark reads them, for `AttributedString(markdown:)`: ATX and setext
// headers, paragraphs, fenced and indented code, quotes, thematic breaks and lists nested by
// indentation. Tables, HTML blocks and link reference definitions stay paragraphs.
#if !canImport(SwiftUI)
  import Foundation

  /// A block of a document: its text (inline Markdown, or literal for code) and the blocks it is
  /// in.
  struct MarkdownBlock {
    var text: String
    var intent: PresentationIntent
    var isLiteral: Bool
  }

  /// Splits a document into blocks, numbering every block (containers first) as Apple's parser
  /// does: the numbers are the intents' identities.
  struct MarkdownBlockParser {
    private var nextIdentity = 1

    /// The blocks of `document`, in order.
    mutating func blocks(in document: String) -> [MarkdownBlock] {
      let lines = document.replacingOccurrences(of: "\r\n", with: "\n")
        .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      return blocks(in: lines, parent: nil)
    }

    private mutating func intent(
      _ kind: PresentationIntent.Kind, in parent: PresentationIntent?
    ) -> PresentationIntent {
      defer { nextIdentity += 1 }
      return PresentationIntent(kind, identity: nextIdentity, parent: parent)
    }

    private mutating func blocks(
      in lines: [String], parent: PresentationIntent?
    ) -> [MarkdownBlock] {
      var blocks: [MarkdownBlock] = []
      var index = 0
      while index < lines.count {
        let line = lines[index]
        if isBlank(line) {
          index += 1
        } else if let fence = Fence(opening: line) {
          blocks.append(fencedCode(fence, in: lines, at: &index, parent: parent))
        } else if let header = atxHeader(line) {
          let intent = intent(.header(level: header.level), in: parent)
          blocks.append(MarkdownBlock(text: header.text, intent: intent, isLiteral: false))
          index += 1
        } else if isThematicBreak(line) {
          let intent = intent(.thematicBreak, in: parent)
          blocks.append(MarkdownBlock(text: "", intent: intent, isLiteral: true))
          index += 1
        } else if quoteContent(line) != nil {
          blocks += quote(in: lines, at: &index, parent: parent)
        } else if let marker = ListMarker(line) {
          index = list(from: index, of: lines, first: marker, parent: parent, into: &blocks)
        } else if leadingColumns(of: line) >= 4 {
          blocks.append(indentedCode(in: lines, at: &index, parent: parent))
        } else {
          blocks.append(paragraph(in: lines, at: &index, parent: parent))
        }
      }
      return blocks
    }

    /// The fenced code block opening at `index`, which moves past its closing fence.
    private mutating func fencedCode(
      _ fence: Fence, in lines: [String], at index: inout Int, parent: PresentationIntent?
    ) -> MarkdownBlock {
      var content = ""
      index += 1
      while index < lines.count, !fence.isClosed(by: lines[index]) {
        content += dropIndentation(fence.indentation, from: lines[index]) + "\n"
        index += 1
      }
      index += 1
      let code = intent(.codeBlock(languageHint: fence.language), in: parent)
      return MarkdownBlock(text: content, intent: code, isLiteral: true)
    }

    /// The blocks of the quote starting at `index` (its lazy continuation lines among them),
    /// which moves past it.
    private mutating func quote(
      in lines: [String], at index: inout Int, parent: PresentationIntent?
    ) -> [MarkdownBlock] {
      var content: [String] = []
      while index < lines.count {
        if let inner = quoteContent(lines[index]) {
          content.append(inner)
        } else if isLazyContinuation(lines[index], after: content) {
          content.append(lines[index])
        } else {
          break
        }
        index += 1
      }
      return blocks(in: content, parent: intent(.blockQuote, in: parent))
    }

    /// The indented code block starting at `index`, which moves past it.
    private mutating func indentedCode(
      in lines: [String], at index: inout Int, parent: PresentationIntent?
    ) -> MarkdownBlock {
      var content: [String] = []
      while index < lines.count, isBlank(lines[index]) || leadingColumns(of: lines[index]) >= 4 {
        content.append(dropIndentation(4, from: lines[index]))
        index += 1
      }
      while let last = content.last, isBlank(last) { content.removeLast() }
      let code = intent(.codeBlock(languageHint: nil), in: parent)
      let text = content.map { $0 + "\n" }.joined()
      return MarkdownBlock(text: text, intent: code, isLiteral: true)
    }

    /// The paragraph starting at `index`, or the setext header it turns out to be, which moves
    /// past it.
    private mutating func paragraph(
      in lines: [String], at index: inout Int, parent: PresentationIntent?
    ) -> MarkdownBlock {
      var content = [lines[index]]
      var level: Int?
      index += 1
      while index < lines.count, !isBlank(lines[index]) {
        if let setext = setextLevel(lines[index]) {
          level = setext
          index += 1
          break
        }
        if startsBlock(lines[index]) { break }
        content.append(lines[index])
        index += 1
      }
      let text = content.map { String($0.drop { $0 == " " || $0 == "\t" }) }
        .joined(separator: "\n")
      let kind = level.map { PresentationIntent.Kind.header(level: $0) } ?? .paragraph
      return MarkdownBlock(
        text: trimmingTrailingSpace(text), intent: intent(kind, in: parent), isLiteral: false)
    }

    /// Reads the list starting at `start` into `blocks`: returns the index of the line after it.
    private mutating func list(
      from start: Int, of lines: [String], first: ListMarker, parent: PresentationIntent?,
      into blocks: inout [MarkdownBlock]
    ) -> Int {
      let list = intent(first.isOrdered ? .orderedList : .unorderedList, in: parent)
      var index = start
      var marker = first
      var ordinal = 1
      while true {
        var content = [marker.content]
        index += 1
        while index < lines.count {
          let line = lines[index]
          if isBlank(line) {
            // A blank line is the item's if text indented into the item follows it.
            let nextText = lines[index...].first { !isBlank($0) }
            guard let nextText, leadingColumns(of: nextText) >= marker.contentOffset else { break }
            content.append("")
          } else if leadingColumns(of: line) >= marker.contentOffset {
            content.append(dropIndentation(marker.contentOffset, from: line))
          } else if ListMarker(line) == nil, isLazyContinuation(line, after: content) {
            content.append(line)
          } else {
            break
          }
          index += 1
        }
        let item = intent(.listItem(ordinal: ordinal), in: list)
        blocks += self.blocks(in: content, parent: item)
        var next = index
        while next < lines.count, isBlank(lines[next]) { next += 1 }
        guard next < lines.count, let following = ListMarker(lines[next]),
          following.continues(marker)
        else { return index }
        index = next
        marker = following
        ordinal += 1
      }
    }

    /// Whether `line` continues the paragraph `content` ends with, though not marked as part of
    /// its block.
    private func isLazyContinuation(_ line: String, after content: [String]) -> Bool {
      guard let last = content.last, !isBlank(last), !isBlank(line) else { return false }
      return !startsBlock(line) && Fence(opening: last) == nil
    }

    /// Whether `line` begins a block that interrupts a paragraph.
    private func startsBlock(_ line: String) -> Bool {
      if Fence(opening: line) != nil || atxHeader(line) != nil || isThematicBreak(line)
        || quoteContent(line) != nil
      {
        return true
      }
      guard let marker = ListMarker(line) else { return false }
      return !marker.content.isEmpty && (!marker.isOrdered || marker.number == 1)
    }
  }

  /// A code fence: three or more backticks or tildes, and the code's language.
  private struct Fence {
    let character: Character
    let length: Int
    let indentation: Int
    let language: String?

    init?(opening line: String) {
      let indentation = leadingColumns(of: line)
      guard indentation < 4 else { return nil }
      let rest = line.drop { $0 == " " }
      guard let character = rest.first, character == "`" || character == "~" else { return nil }
      let length = rest.prefix { $0 == character }.count
      let info = rest.dropFirst(length).trimmingCharacters(in: .whitespaces)
      guard length >= 3, character == "~" || !info.contains("`") else { return nil }
      self.character = character
      self.length = length
      self.indentation = indentation
      language = info.split(separator: " ").first.map(String.init)
    }

    func isClosed(by line: String) -> Bool {
      guard leadingColumns(of: line) < 4 else { return false }
      let rest = line.drop { $0 == " " }
      let run = rest.prefix { $0 == character }.count
      return run >= length && rest.dropFirst(run).allSatisfy { $0 == " " || $0 == "\t" }
    }
  }

  /// A list item's marker: `-`, `+`, `*`, or a number and `.` or `)`; where its content begins.
  private struct ListMarker {
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
    func continues(_ previous: ListMarker) -> Bool {
      isOrdered == previous.isOrdered && delimiter == previous.delimiter
    }
  }

  private func isBlank(_ line: String) -> Bool {
    line.allSatisfy { $0 == " " || $0 == "\t" }
  }

  /// The columns of white space `line` begins with, a tab reaching the next multiple of four.
  private func leadingColumns(of line: String) -> Int {
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
  private func dropIndentation(_ columns: Int, from line: String) -> String {
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

  private func trimmingTrailingSpace(_ text: String) -> String {
    var text = Substring(text)
    while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
    return String(text)
  }

  /// An ATX header's level and text (`## Title ##` is level 2, "Title").
  private func atxHeader(_ line: String) -> (level: Int, text: String)? {
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
  private func isThematicBreak(_ line: String) -> Bool {
    guard leadingColumns(of: line) < 4 else { return false }
    let marks = line.filter { $0 != " " && $0 != "\t" }
    guard let first = marks.first, "-*_".contains(first) else { return false }
    return marks.count >= 3 && marks.allSatisfy { $0 == first }
  }

  /// The level of the setext header a line of `=` (1) or `-` (2) makes of the paragraph above.
  private func setextLevel(_ line: String) -> Int? {
    guard leadingColumns(of: line) < 4 else { return nil }
    let marks = line.trimmingCharacters(in: .whitespaces)
    guard let first = marks.first, first == "=" || first == "-",
      marks.allSatisfy({ $0 == first })
    else { return nil }
    return first == "=" ? 1 : 2
  }

  /// The text of a quote's line after its `>` (and one space), if it is one.
  private func quoteContent(_ line: String) -> String? {
    guard leadingColumns(of: line) < 4 else { return nil }
    let rest = line.drop { $0 == " " }
    guard rest.first == ">" else { return nil }
    let afterMarker = rest.dropFirst()
    return String(afterMarker.first == " " ? afterMarker.dropFirst() : afterMarker)
  }
#endif
