// Markdown's inline syntax, as CommonMark reads it, for `AttributedString(markdown:)`: emphasis
// and strong emphasis (`*`, `_`), strikethrough (`~~`), code spans, links, images (their text),
// autolinks, escapes, entities, and soft and hard line breaks.
#if !canImport(SwiftUI)
  import Foundation

  /// Reads one block's inline Markdown into runs with their inline intent and link.
  struct MarkdownInlineParser {
    /// What relative links are resolved against.
    let baseURL: URL?
    /// Whether line breaks stay as written (`inlineOnlyPreservingWhitespace`).
    let preservesWhitespace: Bool

    /// The runs of `text`.
    func parse(_ text: String) -> AttributedString {
      parse(Array(text)[...], style: [], link: nil)
    }

    /// What the syntax at one position makes: text for the literal run under way, or runs of
    /// their own (ending the literal run), and where the next syntax starts.
    private enum Step {
      case literal(String, end: Int)
      case runs(AttributedString, end: Int)
    }

    private func parse(
      _ text: ArraySlice<Character>, style: InlinePresentationIntent, link: URL?
    ) -> AttributedString {
      var output = AttributedString()
      var literal = ""
      var index = text.startIndex
      while index < text.endIndex {
        switch step(in: text, at: index, style: style, link: link, literal: &literal) {
        case .literal(let string, let end):
          literal += string
          index = end
        case .runs(let runs, let end):
          if !literal.isEmpty { output += run(literal, style: style, link: link) }
          literal = ""
          output += runs
          index = end
        }
      }
      if !literal.isEmpty { output += run(literal, style: style, link: link) }
      return output
    }

    /// What the syntax at `index` makes; `literal` is the literal run so far, which a line
    /// break trims and an emphasis's unused delimiters join.
    private func step(
      in text: ArraySlice<Character>, at index: Int, style: InlinePresentationIntent, link: URL?,
      literal: inout String
    ) -> Step {
      let character = text[index]
      let next = index + 1 < text.endIndex ? text[index + 1] : nil
      switch character {
      case "\\" where next == "\n":
        return .runs(
          run("\n", style: style.union(.lineBreak), link: link),
          end: skippingSpaces(in: text, from: index + 2))
      case "\\" where next.map(isPunctuation) == true:
        return .literal(String(next!), end: index + 2)
      case "`":
        return codeSpanStep(in: text, at: index, style: style, link: link)
      case "!" where next == "[", "[":
        return linkStep(in: text, at: index, style: style, link: link)
      case "<":
        guard let found = autolink(in: text, at: index) else {
          return .literal("<", end: index + 1)
        }
        return .runs(run(found.text, style: style, link: found.url), end: found.end)
      case "*", "_", "~":
        let length = runLength(in: text, at: index)
        guard let span = emphasis(in: text, at: index, length: length) else {
          return .literal(String(repeating: character, count: length), end: index + length)
        }
        literal += String(repeating: character, count: length - span.used)
        return .runs(parse(span.inner, style: style.union(span.style), link: link), end: span.end)
      case "\n" where !preservesWhitespace:
        let isHard = literal.hasSuffix("  ")
        while literal.last == " " { literal.removeLast() }
        return .runs(
          run(
            isHard ? "\n" : " ", style: style.union(isHard ? .lineBreak : .softBreak), link: link),
          end: skippingSpaces(in: text, from: index + 1))
      case "&":
        guard let entity = entity(in: text, at: index) else { return .literal("&", end: index + 1) }
        return .literal(entity.text, end: entity.end)
      default:
        return .literal(String(character), end: index + 1)
      }
    }

    /// A code span at `index`, or its backticks as text when nothing closes it.
    private func codeSpanStep(
      in text: ArraySlice<Character>, at index: Int, style: InlinePresentationIntent, link: URL?
    ) -> Step {
      let length = runLength(in: text, at: index)
      guard let close = closingBackticks(in: text, length: length, from: index + length) else {
        return .literal(String(repeating: "`", count: length), end: index + length)
      }
      return .runs(
        run(codeSpan(text[(index + length)..<close]), style: style.union(.code), link: link),
        end: close + length)
    }

    /// A link or an image (`![`) at `index`: its label's runs, linked (an image's carry its
    /// URL as `imageURL`), or the bracket as text when it opens no link.
    private func linkStep(
      in text: ArraySlice<Character>, at index: Int, style: InlinePresentationIntent, link: URL?
    ) -> Step {
      let isImage = text[index] == "!"
      guard let found = self.link(in: text, openingAt: isImage ? index + 1 : index) else {
        return .literal(String(text[index]), end: index + 1)
      }
      var label = parse(found.label, style: style, link: isImage ? link : found.url)
      if isImage { label.imageURL = found.url }
      return .runs(label, end: found.end)
    }

    private func run(_ text: String, style: InlinePresentationIntent, link: URL?)
      -> AttributedString
    {
      var run = AttributedString(text)
      if !style.isEmpty { run.inlinePresentationIntent = style }
      if let link { run.link = link }
      return run
    }
  }
#endif
