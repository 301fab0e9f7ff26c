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
        /// Along the left edge.
        case left
        /// Centred.
        case center
        /// Along the right edge.
        case right
      }

      /// How the column's cells line up.
      public var alignment: Alignment

      /// A column whose cells line up as `alignment` says.
      public init(alignment: Alignment) { self.alignment = alignment }
    }

    /// A kind of block.
    public enum Kind: Hashable, Sendable {
      /// A paragraph.
      case paragraph
      /// A header of `level` 1 (`#`) to 6.
      case header(level: Int)
      /// A numbered list.
      case orderedList
      /// A bulleted list.
      case unorderedList
      /// The item `ordinal` (from 1) of a list.
      case listItem(ordinal: Int)
      /// A code block, in the language its fence names.
      case codeBlock(languageHint: String?)
      /// A quote.
      case blockQuote
      /// A horizontal rule.
      case thematicBreak
      /// A table of `columns`.
      case table(columns: [TableColumn])
      /// A table's header row.
      case tableHeaderRow
      /// The row `rowIndex` of a table.
      case tableRow(rowIndex: Int)
      /// The cell of column `columnIndex` of a row.
      case tableCell(columnIndex: Int)
    }

    /// One block: its kind and identity.
    public struct IntentType: Hashable, Sendable, CustomDebugStringConvertible {
      /// The kind of block.
      public var kind: Kind
      /// What tells this block from the others in its document.
      public var identity: Int

      /// The kind and identity: `paragraph (id 3)`.
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

    /// The blocks, innermost first: `paragraph (id 3) in listItem(ordinal: 1) (id 2) in …`.
    public var debugDescription: String {
      components.map(\.debugDescription).joined(separator: " in ")
    }
  }
#endif
