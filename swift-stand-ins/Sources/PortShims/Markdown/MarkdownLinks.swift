// Links in Markdown's inline syntax, as CommonMark reads them: `[label](destination "title")`
// (an image's `![label](…)` too), and `<scheme:address>` and `<name@host>` autolinks.
#if !canImport(SwiftUI)
  import Foundation

  extension MarkdownInlineParser {
    /// The link whose label opens with the `[` at `index`: its label, its URL and where it ends.
    func link(
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
    func autolink(
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
  }
#endif
