// The block a run of parsed Markdown belongs to (Apple Foundation's `PresentationIntent`, which
// Linux Foundation lacks): a header of level 2 inside nothing, a paragraph inside the second item
// of a list.
#if !canImport(SwiftUI)
  /// The blocks a run of text is in, innermost first, each with the identity that tells two
  /// blocks of the same kind apart.
  public struct PresentationIntent: Hashable, Sendable, CustomDebugStringConvertible {
    /// A column of a table.
    public struct TableColumn: Hashable, Sendable {
      /// How a column's cells line up.
      public enum Alignment: Int, Hashable, Sendable {
        case left, center, right
      }

      /// How the column's cells line up.
      public var alignment: Alignment

      /// A column whose cells line up as `alignment` says.
      public init(alignment: Alignment) { self.alignment = alignment }
    }

    /// A kind of block.
    public enum Kind: Hashable, Sendable {
      case paragraph
      case header(level: Int)
      case orderedList
      case unorderedList
      case listItem(ordinal: Int)
      case codeBlock(languageHint: String?)
      case blockQuote
      case thematicBreak
      case table(columns: [TableColumn])
      case tableHeaderRow
      case tableRow(rowIndex: Int)
      case tableCell(columnIndex: Int)
    }

    /// One block: its kind and identity.
    public struct IntentType: Hashable, Sendable, CustomDebugStringConvertible {
      /// The kind of block.
      public var kind: Kind
      /// What tells this block from the others in its document.
      public var identity: Int

      public var debugDescription: String { "\(kind) (id \(identity))" }
    }

    /// The blocks, innermost first.
    public var components: [IntentType]

    /// The blocks `types`, innermost first.
    public init(types: [IntentType]) { components = types }

    /// A block of `kind` inside `parent`.
    public init(_ kind: Kind, identity: Int, parent: PresentationIntent? = nil) {
      components = [IntentType(kind: kind, identity: identity)] + (parent?.components ?? [])
    }

    /// How many lists and quotes the block is nested in.
    public var indentationLevel: Int {
      components.filter { component in
        switch component.kind {
        case .orderedList, .unorderedList, .blockQuote: true
        default: false
        }
      }.count
    }

    /// Whether the two are the same blocks, identities aside.
    public func isEquivalent(_ other: PresentationIntent) -> Bool {
      components.map(\.kind) == other.components.map(\.kind)
    }

    public var debugDescription: String {
      components.map(\.debugDescription).joined(separator: " in ")
    }
  }

  /// How a run of parsed Markdown is set inline (Apple Foundation's `InlinePresentationIntent`):
  /// emphasized, strong, code, struck through, or a line break.
  public struct InlinePresentationIntent: OptionSet, Hashable, Sendable {
    public var rawValue: UInt

    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let emphasized = InlinePresentationIntent(rawValue: 1 << 0)
    public static let stronglyEmphasized = InlinePresentationIntent(rawValue: 1 << 1)
    public static let code = InlinePresentationIntent(rawValue: 1 << 2)
    public static let strikethrough = InlinePresentationIntent(rawValue: 1 << 5)
    public static let softBreak = InlinePresentationIntent(rawValue: 1 << 6)
    public static let lineBreak = InlinePresentationIntent(rawValue: 1 << 7)
    public static let inlineHTML = InlinePresentationIntent(rawValue: 1 << 8)
    public static let blockHTML = InlinePresentationIntent(rawValue: 1 << 9)
  }
#endif
