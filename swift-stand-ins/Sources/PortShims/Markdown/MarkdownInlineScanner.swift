// The character-level reading `MarkdownInlineParser`'s rules share: runs of one character, white
// space and punctuation as CommonMark classes them, code spans' closing backticks, and entity
// references (`&amp;`, `&#169;`).
#if !canImport(SwiftUI)
  import Foundation

  extension MarkdownInlineParser {
    // MARK: Code spans

    func closingBackticks(
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
    func codeSpan(_ content: ArraySlice<Character>) -> String {
      var text = String(content).replacingOccurrences(of: "\n", with: " ")
      if text.count >= 2, text.first == " ", text.last == " ", text.contains(where: { $0 != " " }) {
        text = String(text.dropFirst().dropLast())
      }
      return text
    }

    // MARK: Entities

    /// The character a `&name;`, `&#digits;` or `&#xhex;` reference at `index` stands for.
    func entity(in text: ArraySlice<Character>, at index: Int) -> (text: String, end: Int)? {
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

    func runLength(in text: ArraySlice<Character>, at index: Int) -> Int {
      text[index...].prefix { $0 == text[index] }.count
    }

    func skippingSpaces(
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
    func before(_ index: Int, in text: ArraySlice<Character>) -> Character {
      index > text.startIndex ? text[index - 1] : " "
    }

    /// The character after `index`, or a space at the end.
    func after(_ index: Int, in text: ArraySlice<Character>) -> Character {
      index + 1 < text.endIndex ? text[index + 1] : " "
    }

    func isWhitespace(_ character: Character) -> Bool {
      character.isWhitespace
    }

    func isPunctuation(_ character: Character) -> Bool {
      character.isPunctuation || character.isSymbol
    }
  }
#endif
