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
        } else if let fence = MarkdownFence(opening: line) {
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
        } else if let marker = MarkdownListMarker(line) {
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
      _ fence: MarkdownFence, in lines: [String], at index: inout Int, parent: PresentationIntent?
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
      from start: Int, of lines: [String], first: MarkdownListMarker, parent: PresentationIntent?,
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
          } else if MarkdownListMarker(line) == nil, isLazyContinuation(line, after: content) {
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
        guard next < lines.count, let following = MarkdownListMarker(lines[next]),
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
      return !startsBlock(line) && MarkdownFence(opening: last) == nil
    }

    /// Whether `line` begins a block that interrupts a paragraph.
    private func startsBlock(_ line: String) -> Bool {
      if MarkdownFence(opening: line) != nil || atxHeader(line) != nil || isThematicBreak(line)
        || quoteContent(line) != nil
      {
        return true
      }
      guard let marker = MarkdownListMarker(line) else { return false }
      return !marker.content.isEmpty && (!marker.isOrdered || marker.number == 1)
    }
  }
#endif
