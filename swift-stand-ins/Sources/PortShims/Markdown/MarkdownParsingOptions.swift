// How `AttributedString(markdown:options:baseURL:)` reads its text, with Apple Foundation's
// names and defaults (Linux Foundation has neither the options nor the parser).
#if !canImport(SwiftUI)
  import Foundation

  extension AttributedString {
    /// How Markdown is read.
    public struct MarkdownParsingOptions: Hashable, Sendable {
      /// How much of Markdown is interpreted.
      public enum InterpretedSyntax: Hashable, Sendable {
        /// Blocks (headers, lists, quotes, code blocks) and inline styles.
        case full
        /// Inline styles only, with runs of white space as one space.
        case inlineOnly
        /// Inline styles only, every space and line break kept.
        case inlineOnlyPreservingWhitespace
      }

      /// What a parse that fails does. This parser reads any text, so neither policy is met.
      public enum FailurePolicy: Hashable, Sendable {
        /// Throw an error.
        case throwError
        /// Return what was read before the failure.
        case returnPartiallyParsedIfPossible
      }

      /// Whether `^[text](attribute: value)` sets attributes (not interpreted here: the text is
      /// kept).
      public var allowsExtendedAttributes: Bool
      /// How much of Markdown is interpreted.
      public var interpretedSyntax: InterpretedSyntax
      /// What a parse that fails does.
      public var failurePolicy: FailurePolicy
      /// The language of the text, for the runs' `languageIdentifier`.
      public var languageCode: String?
      /// Whether runs carry their place in the source (not recorded here).
      public var appliesSourcePositionAttributes: Bool

      /// Options as Apple Foundation's defaults have them: full syntax, errors thrown.
      public init(
        allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full,
        failurePolicy: FailurePolicy = .throwError, languageCode: String? = nil,
        appliesSourcePositionAttributes: Bool = false
      ) {
        self.allowsExtendedAttributes = allowsExtendedAttributes
        self.interpretedSyntax = interpretedSyntax
        self.failurePolicy = failurePolicy
        self.languageCode = languageCode
        self.appliesSourcePositionAttributes = appliesSourcePositionAttributes
      }
    }
  }
#endif
