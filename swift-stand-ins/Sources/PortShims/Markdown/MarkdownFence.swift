// A fenced code block's opening and closing lines, as CommonMark reads them, for
// `MarkdownBlockParser`.
#if !canImport(SwiftUI)
  import Foundation

  /// A code fence: three or more backticks or tildes, and the code's language.
  struct MarkdownFence {
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
#endif
