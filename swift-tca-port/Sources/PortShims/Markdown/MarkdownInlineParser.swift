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

    // MARK: Emphasis

    /// An emphasis opened by the delimiter run at `index`: what it encloses, its style, how many
    /// of the opening run's delimiters it uses (the others stay text before it), and where it
    /// ends.
    private func emphasis(
      in text: ArraySlice<Character>, at index: Int, length: Int
    ) -> (inner: ArraySlice<Character>, style: InlinePresentationIntent, used: Int, end: Int)? {
      let delimiter = text[index]
      guard canOpen(in: text, at: index, length: length) else { return nil }
      let widths =
        delimiter == "~" ? (length <= 2 ? [length] : []) : Array((1...min(length, 3)).reversed())
      for width in widths {
        // A closing run of exactly the width first, so `*a **b** c*` nests; then a longer one.
        for exact in [true, false] {
          var position = index + length
          while position < text.endIndex {
            let character = text[position]
            if character == "\\" {
              position += 2
              continue
            }
            if character == "`" {
              let run = runLength(in: text, at: position)
              position =
                closingBackticks(in: text, length: run, from: position + run).map { $0 + run }
                ?? position + run
              continue
            }
            guard character == delimiter else {
              position += 1
              continue
            }
            let run = runLength(in: text, at: position)
            let fits = exact ? run == width : run > width && delimiter != "~"
            if fits, canClose(in: text, at: position, length: run) {
              let closerStart = position + run - width
              let style: InlinePresentationIntent =
                delimiter == "~"
                ? .strikethrough
                : [width == 2 ? [] : .emphasized, width == 1 ? [] : .stronglyEmphasized]
              return (text[(index + length)..<closerStart], style, width, position + run)
            }
            position += run
          }
        }
      }
      return nil
    }

    private func canOpen(in text: ArraySlice<Character>, at index: Int, length: Int) -> Bool {
      let (left, right) = flanking(in: text, at: index, length: length)
      guard text[index] == "_" else { return left }
      return left && (!right || isPunctuation(before(index, in: text)))
    }

    private func canClose(in text: ArraySlice<Character>, at index: Int, length: Int) -> Bool {
      let (left, right) = flanking(in: text, at: index, length: length)
      guard text[index] == "_" else { return right }
      return right && (!left || isPunctuation(after(index + length - 1, in: text)))
    }

    /// Whether the delimiter run is left-flanking (it may open) and right-flanking (close).
    private func flanking(
      in text: ArraySlice<Character>, at index: Int, length: Int
    ) -> (left: Bool, right: Bool) {
      let previous = before(index, in: text)
      let next = after(index + length - 1, in: text)
      let left =
        !isWhitespace(next)
        && (!isPunctuation(next) || isWhitespace(previous) || isPunctuation(previous))
      let right =
        !isWhitespace(previous)
        && (!isPunctuation(previous) || isWhitespace(next) || isPunctuation(next))
      return (left, right)
    }

    // MARK: Code spans

    private func closingBackticks(
      in text: ArraySlice<Character>, length: Int, from start: Int
    ) -> Int? {
      var position = start
      while position < text.endIndex {
        guard text[position] == "`" else {
          position += 1
          continue
        }
        let run = runLength(in: text, at: position)
        if run == length { return position }
        position += run
      }
      return nil
    }

    /// A code span's text: line breaks as spaces, one space stripped from each end when both
    /// have one.
    private func codeSpan(_ content: ArraySlice<Character>) -> String {
      var text = String(content).replacingOccurrences(of: "\n", with: " ")
      if text.count >= 2, text.first == " ", text.last == " ", text.contains(where: { $0 != " " }) {
        text = String(text.dropFirst().dropLast())
      }
      return text
    }

    // MARK: Links

    /// The link whose label opens with the `[` at `index`: its label, its URL and where it ends.
    private func link(
      in text: ArraySlice<Character>, openingAt index: Int
    ) -> (label: ArraySlice<Character>, url: URL?, end: Int)? {
      var depth = 0
      var position = index
      var labelEnd: Int?
      while position < text.endIndex {
        switch text[position] {
        case "\\": position += 1
        case "`":
          let run = runLength(in: text, at: position)
          position =
            (closingBackticks(in: text, length: run, from: position + run) ?? position)
            + run - 1
        case "[": depth += 1
        case "]":
          depth -= 1
          if depth == 0 { labelEnd = position }
        default: break
        }
        if labelEnd != nil { break }
        position += 1
      }
      guard let labelEnd, labelEnd + 1 < text.endIndex, text[labelEnd + 1] == "(" else {
        return nil
      }
      guard let destination = self.destination(in: text, from: labelEnd + 2) else { return nil }
      return (text[(index + 1)..<labelEnd], destination.url, destination.end)
    }

    /// The destination (and optional title) of a link from just after its `(`.
    private func destination(
      in text: ArraySlice<Character>, from start: Int
    ) -> (url: URL?, end: Int)? {
      var position = skippingSpaces(in: text, from: start, newlines: true)
      var address = ""
      if position < text.endIndex, text[position] == "<" {
        position += 1
        while position < text.endIndex, text[position] != ">" {
          guard text[position] != "\n" else { return nil }
          address.append(text[position])
          position += 1
        }
        guard position < text.endIndex else { return nil }
        position += 1
      } else {
        var depth = 0
        while position < text.endIndex, !isWhitespace(text[position]) {
          let character = text[position]
          if character == "(" { depth += 1 }
          if character == ")" {
            if depth == 0 { break }
            depth -= 1
          }
          if character == "\\", position + 1 < text.endIndex, isPunctuation(text[position + 1]) {
            position += 1
          }
          address.append(text[position])
          position += 1
        }
      }
      position = skippingSpaces(in: text, from: position, newlines: true)
      let titleClosers: [Character: Character] = ["\"": "\"", "'": "'", "(": ")"]
      if position < text.endIndex, let closer = titleClosers[text[position]] {
        position += 1
        while position < text.endIndex, text[position] != closer {
          position += text[position] == "\\" ? 2 : 1
        }
        guard position < text.endIndex else { return nil }
        position = skippingSpaces(in: text, from: position + 1, newlines: true)
      }
      guard position < text.endIndex, text[position] == ")" else { return nil }
      return (URL(string: address, relativeTo: baseURL), position + 1)
    }

    /// A `<scheme:address>` or `<name@host>` link at `index`.
    private func autolink(
      in text: ArraySlice<Character>, at index: Int
    ) -> (text: String, url: URL?, end: Int)? {
      guard let close = text[(index + 1)...].firstIndex(of: ">") else { return nil }
      let address = String(text[(index + 1)..<close])
      guard !address.contains(where: { $0 == " " || $0 == "<" || $0 == "\n" }) else { return nil }
      if let colon = address.firstIndex(of: ":"),
        (2...32).contains(address.distance(from: address.startIndex, to: colon)),
        address[..<colon].allSatisfy({
          $0.isASCII && ($0.isLetter || $0.isNumber || "+.-".contains($0))
        })
      {
        return (address, URL(string: address), close + 1)
      }
      if address.contains("@"), !address.hasPrefix("@"), !address.hasSuffix("@") {
        return (address, URL(string: "mailto:\(address)"), close + 1)
      }
      return nil
    }

    // MARK: Entities

    /// The character a `&name;`, `&#digits;` or `&#xhex;` reference at `index` stands for.
    private func entity(in text: ArraySlice<Character>, at index: Int) -> (text: String, end: Int)?
    {
      let limit = min(index + 33, text.endIndex)
      guard let semicolon = text[index..<limit].firstIndex(of: ";") else { return nil }
      let body = String(text[(index + 1)..<semicolon])
      let named = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}",
        "copy": "©", "reg": "®", "trade": "™", "mdash": "—", "ndash": "–", "hellip": "…",
      ]
      if let character = named[body] { return (character, semicolon + 1) }
      guard body.hasPrefix("#") else { return nil }
      let isHex = body.dropFirst().first.map { $0 == "x" || $0 == "X" } ?? false
      let digits = body.dropFirst(isHex ? 2 : 1)
      guard !digits.isEmpty, let value = UInt32(digits, radix: isHex ? 16 : 10),
        let scalar = Unicode.Scalar(value == 0 ? 0xFFFD : value)
      else { return nil }
      return (String(Character(scalar)), semicolon + 1)
    }

    // MARK: Characters

    private func runLength(in text: ArraySlice<Character>, at index: Int) -> Int {
      text[index...].prefix { $0 == text[index] }.count
    }

    private func skippingSpaces(
      in text: ArraySlice<Character>, from index: Int, newlines: Bool = false
    ) -> Int {
      var position = index
      while position < text.endIndex,
        text[position] == " " || text[position] == "\t" || newlines && text[position] == "\n"
      {
        position += 1
      }
      return position
    }

    /// The character before `index`, or a space at the start.
    private func before(_ index: Int, in text: ArraySlice<Character>) -> Character {
      index > text.startIndex ? text[index - 1] : " "
    }

    /// The character after `index`, or a space at the end.
    private func after(_ index: Int, in text: ArraySlice<Character>) -> Character {
      index + 1 < text.endIndex ? text[index + 1] : " "
    }

    private func isWhitespace(_ character: Character) -> Bool {
      character.isWhitespace
    }

    private func isPunctuation(_ character: Character) -> Bool {
      character.isPunctuation || character.isSymbol
    }
  }
#endif
