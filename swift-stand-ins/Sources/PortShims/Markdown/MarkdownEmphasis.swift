// Emphasis in Markdown's inline syntax, as CommonMark reads it: which delimiter runs (`*`, `_`,
// `~~`) may open or close a span, and which closing run matches an opening one.
#if !canImport(SwiftUI)
  extension MarkdownInlineParser {
    /// An emphasis opened by the delimiter run at `index`: what it encloses, its style, how many
    /// of the opening run's delimiters it uses (the others stay text before it), and where it
    /// ends.
    func emphasis(
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
  }
#endif
