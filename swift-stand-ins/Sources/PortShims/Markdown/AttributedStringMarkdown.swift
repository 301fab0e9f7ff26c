// `AttributedString(markdown:)`, which Linux Foundation lacks: the text with its blocks'
// `presentationIntent`, its runs' `inlinePresentationIntent`, `link` and `imageURL`, as Apple
// Foundation gives them (blocks follow one another with no line break between them).
#if !canImport(SwiftUI)
  import Foundation

  extension AttributedString {
    /// The text `markdown` marks up, read as `options` say; relative links resolve against
    /// `baseURL`.
    ///
    /// ```swift
    /// let text = try AttributedString(markdown: "**Thank you!** Please visit our [website](https://example.com).")
    /// ```
    public init(
      markdown: String, options: MarkdownParsingOptions = MarkdownParsingOptions(),
      baseURL: URL? = nil
    ) throws {
      let inline = MarkdownInlineParser(
        baseURL: baseURL,
        preservesWhitespace: options.interpretedSyntax == .inlineOnlyPreservingWhitespace)
      switch options.interpretedSyntax {
      case .inlineOnlyPreservingWhitespace:
        self = inline.parse(markdown)
      case .inlineOnly:
        let collapsed = markdown.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
          .joined(separator: " ")
        self = inline.parse(collapsed)
      case .full:
        var blocks = MarkdownBlockParser()
        var output = AttributedString()
        for block in blocks.blocks(in: markdown) {
          var text = block.isLiteral ? AttributedString(block.text) : inline.parse(block.text)
          text.presentationIntent = block.intent
          output += text
        }
        self = output
      }
      if let languageCode = options.languageCode { self.languageIdentifier = languageCode }
    }

    /// The text the UTF-8 Markdown `markdown` marks up.
    public init(
      markdown: Data, options: MarkdownParsingOptions = MarkdownParsingOptions(),
      baseURL: URL? = nil
    ) throws {
      guard let text = String(data: markdown, encoding: .utf8) else {
        throw CocoaError(.fileReadInapplicableStringEncoding)
      }
      try self.init(markdown: text, options: options, baseURL: baseURL)
    }
  }
#endif
