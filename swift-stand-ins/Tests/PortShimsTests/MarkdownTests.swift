import Foundation
import PortShims
import Testing

/// `AttributedString(markdown:)` on Linux, as the features that render their content from
/// Markdown read it (Darrarski.app's contact page and projects list).
struct MarkdownShimTests {
  /// The runs of `string` for the attribute `key`, as (text, value) pairs.
  private func runs<Key: AttributedStringKey>(
    _ string: AttributedString, _ key: Key.Type
  ) -> [(String, Key.Value?)] where Key.Value: Sendable {
    string.runs[key].map { value, range in (String(string[range].characters), value) }
  }

  @Test
  func blocksFollowOneAnotherEachWithItsIntent() throws {
    let text = try AttributedString(
      markdown: """
        # Header 1
        ## Header 2

        Sunt sit labore
        anim pariatur.

        Setext
        ------
        """)
    #expect(String(text.characters) == "Header 1Header 2Sunt sit labore anim pariatur.Setext")
    let blocks = runs(text, AttributeScopes.FoundationAttributes.PresentationIntentAttribute.self)
    #expect(
      blocks.map(\.0) == ["Header 1", "Header 2", "Sunt sit labore anim pariatur.", "Setext"])
    #expect(
      blocks.map { $0.1?.components.map(\.kind) } == [
        [.header(level: 1)], [.header(level: 1 + 1)], [.paragraph], [.header(level: 2)],
      ])
    #expect(blocks.map { $0.1?.components.first?.identity } == [1, 2, 3, 4])
  }

  @Test
  func inlineStylesLinksAndCodeAreRunsWithTheirIntent() throws {
    let text = try AttributedString(
      markdown:
        "Sit **labore** *rep* __dolor__ _des_ ***both*** ~~gone~~ `a*b` [site](https://app.darrarski.pl) snake_case_name \\*x\\* &amp; <https://x.dev>"
    )
    #expect(
      String(text.characters)
        == "Sit labore rep dolor des both gone a*b site snake_case_name *x* & https://x.dev")
    let styles = runs(
      text, AttributeScopes.FoundationAttributes.InlinePresentationIntentAttribute.self
    )
    .filter { $0.1 != nil }
    #expect(styles.map(\.0) == ["labore", "rep", "dolor", "des", "both", "gone", "a*b"])
    #expect(
      styles.map(\.1) == [
        .stronglyEmphasized, .emphasized, .stronglyEmphasized, .emphasized,
        [.emphasized, .stronglyEmphasized], .strikethrough, .code,
      ])
    let links = runs(text, AttributeScopes.FoundationAttributes.LinkAttribute.self)
      .filter { $0.1 != nil }
    #expect(links.map(\.0) == ["site", "https://x.dev"])
    #expect(links.map { $0.1?.absoluteString } == ["https://app.darrarski.pl", "https://x.dev"])
  }

  @Test
  func emphasisNestsAndUnmatchedDelimitersStayText() throws {
    let text = try AttributedString(markdown: "*a **b** c* 2 * 3 **open")
    #expect(String(text.characters) == "a b c 2 * 3 **open")
    let styles = runs(
      text, AttributeScopes.FoundationAttributes.InlinePresentationIntentAttribute.self)
    #expect(styles.map(\.0) == ["a ", "b", " c", " 2 * 3 **open"])
    #expect(
      styles.map(\.1) == [.emphasized, [.emphasized, .stronglyEmphasized], .emphasized, nil])
  }

  @Test
  func listsQuotesAndCodeBlocksNestTheirItems() throws {
    let text = try AttributedString(
      markdown: """
        - one
        - two
          1. inner

        > quoted

        ```swift
        let x = 1
        ```
        ---
        """)
    #expect(String(text.characters) == "onetwoinnerquotedlet x = 1\n")
    let blocks = runs(text, AttributeScopes.FoundationAttributes.PresentationIntentAttribute.self)
    #expect(
      blocks.map { $0.1?.components.map(\.kind) } == [
        [.paragraph, .listItem(ordinal: 1), .unorderedList],
        [.paragraph, .listItem(ordinal: 2), .unorderedList],
        [.paragraph, .listItem(ordinal: 1), .orderedList, .listItem(ordinal: 2), .unorderedList],
        [.paragraph, .blockQuote],
        [.codeBlock(languageHint: "swift")],
      ])
    // Containers are numbered before what they hold.
    #expect(blocks[0].1?.components.map(\.identity) == [3, 2, 1])
    #expect(blocks[2].1?.indentationLevel == 2)
  }

  @Test
  func relativeLinksResolveAgainstTheBaseURLAndImagesKeepTheirText() throws {
    let base = URL(string: "https://app.darrarski.pl/")!
    let text = try AttributedString(
      markdown: "[Projects](projects.md \"All\") ![Avatar](avatar.png)", baseURL: base)
    #expect(String(text.characters) == "Projects Avatar")
    #expect(text.runs.first?.link?.absoluteString == "https://app.darrarski.pl/projects.md")
    #expect(text.runs.last?.imageURL?.absoluteString == "https://app.darrarski.pl/avatar.png")
  }

  @Test
  func inlineOnlySyntaxKeepsOrCollapsesWhiteSpaceAsAsked() throws {
    let preserving = try AttributedString(
      markdown: "# not a header\n**bold**  end",
      options: .init(interpretedSyntax: .inlineOnlyPreservingWhitespace))
    #expect(String(preserving.characters) == "# not a header\nbold  end")
    #expect(preserving.runs.allSatisfy { $0.presentationIntent == nil })
    let collapsing = try AttributedString(
      markdown: "a\n\n  b", options: .init(interpretedSyntax: .inlineOnly))
    #expect(String(collapsing.characters) == "a b")
  }

  /// Darrarski.app's `AttributedString(appMarkdown:)`: headers get a font, and blocks after the
  /// first a blank line before them.
  @Test
  func anAppStylesHeadersThroughTheirRunsAsOnApplePlatforms() throws {
    var output = try AttributedString(
      markdown: "# Title\n\nBody *text*.",
      options: .init(
        allowsExtendedAttributes: true, interpretedSyntax: .full,
        failurePolicy: .returnPartiallyParsedIfPossible),
      baseURL: nil)
    let intents = output.runs[AttributeScopes.FoundationAttributes.PresentationIntentAttribute.self]
      .reversed()
    for (intentBlock, intentRange) in intents {
      guard let intentBlock else { continue }
      for intent in intentBlock.components {
        if case .header(level: 1) = intent.kind {
          output[intentRange].font = .system(.title).bold()
        }
      }
      if intentRange.lowerBound != output.startIndex {
        output.characters.insert(contentsOf: "\n\n", at: intentRange.lowerBound)
      }
    }
    #expect(String(output.characters) == "Title\n\nBody text.")
    #expect(output.runs.first?.font == Font.system(.title).bold())
    #expect(output.runs.first?.font?.weight == .bold)
  }

  @Test
  func entitiesAutolinksAndLineBreaksAreReadAsCommonMarkSays() throws {
    let text = try AttributedString(
      markdown: "&#169; &#x41; &copy; &bogus; <mail@example.com>\nnext  \nlast\\\nend")
    #expect(String(text.characters) == "© A © &bogus; mail@example.com next\nlast\nend")
    #expect(
      text.runs.compactMap { $0.link?.absoluteString } == ["mailto:mail@example.com"])
    let breaks = runs(
      text, AttributeScopes.FoundationAttributes.InlinePresentationIntentAttribute.self
    )
    .compactMap { $0.1 }
    #expect(breaks == [.softBreak, .lineBreak, .lineBreak])
  }

  @Test
  func breaksIndentedCodeAndSetextHeadersAreBlocks() throws {
    let text = try AttributedString(
      markdown: """
        Title
        =====

        ***

            let x = 1

        ~~~
        plain
        ~~~
        """)
    #expect(String(text.characters) == "Titlelet x = 1\nplain\n")
    let blocks = runs(text, AttributeScopes.FoundationAttributes.PresentationIntentAttribute.self)
    #expect(
      blocks.map { $0.1?.components.map(\.kind) } == [
        [.header(level: 1)], [.codeBlock(languageHint: nil)], [.codeBlock(languageHint: nil)],
      ])
  }

  @Test
  func theLanguageCodeIsEveryRunsLanguage() throws {
    let text = try AttributedString(
      markdown: "Hallo *Welt*", options: .init(languageCode: "de"))
    #expect(text.runs.allSatisfy { $0.languageIdentifier == "de" })
  }

  @Test
  func markdownDataIsReadAsUTF8() throws {
    let text = try AttributedString(markdown: Data("**Hi**".utf8))
    #expect(String(text.characters) == "Hi")
    #expect(throws: CocoaError.self) {
      try AttributedString(markdown: Data([0xFF, 0xFE, 0xFD]))
    }
  }

  @Test
  func intentsCompareTheirBlocksAndCountTheirNesting() {
    let list = PresentationIntent(.unorderedList, identity: 1)
    let item = PresentationIntent(.listItem(ordinal: 1), identity: 2, parent: list)
    let paragraph = PresentationIntent(.paragraph, identity: 3, parent: item)
    let other = PresentationIntent(
      .paragraph, identity: 9,
      parent: PresentationIntent(
        .listItem(ordinal: 1), identity: 8,
        parent: PresentationIntent(.unorderedList, identity: 7)))
    #expect(PresentationIntent(types: paragraph.components) == paragraph)
    #expect(paragraph.isEquivalent(other) && paragraph != other)
    #expect(paragraph.indentationLevel == 1 && list.indentationLevel == 1)
    #expect(PresentationIntent(.paragraph, identity: 1).indentationLevel == 0)
    #expect(paragraph.debugDescription.hasPrefix("paragraph (id 3) in listItem(ordinal: 1) (id 2)"))
    #expect(InlinePresentationIntent.strikethrough.rawValue == 1 << 5)
    #expect(
      AttributeScopes.FoundationAttributes.PresentationIntentAttribute.name
        == "NSPresentationIntent")
  }
}
