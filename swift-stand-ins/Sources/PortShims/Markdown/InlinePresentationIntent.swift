// How a run of parsed Markdown is set inline (Apple Foundation's `InlinePresentationIntent`,
// which Linux Foundation lacks), with Apple's raw values: a feature styles its strong runs bold.
#if !canImport(SwiftUI)
  /// How a run of parsed Markdown is set inline (Apple Foundation's `InlinePresentationIntent`):
  /// emphasized, strong, code, struck through, or a line break.
  public struct InlinePresentationIntent: OptionSet, Hashable, Sendable {
    /// The options' bits.
    public var rawValue: UInt

    /// The options whose bits `rawValue` sets.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Emphasized: `*text*`.
    public static let emphasized = InlinePresentationIntent(rawValue: 1 << 0)
    /// Strongly emphasized: `**text**`.
    public static let stronglyEmphasized = InlinePresentationIntent(rawValue: 1 << 1)
    /// Code: `` `text` ``.
    public static let code = InlinePresentationIntent(rawValue: 1 << 2)
    /// Struck through: `~~text~~`.
    public static let strikethrough = InlinePresentationIntent(rawValue: 1 << 5)
    /// A line break that reads as a space.
    public static let softBreak = InlinePresentationIntent(rawValue: 1 << 6)
    /// A hard line break: two spaces or a backslash before it.
    public static let lineBreak = InlinePresentationIntent(rawValue: 1 << 7)
    /// HTML inside a block (kept as text here).
    public static let inlineHTML = InlinePresentationIntent(rawValue: 1 << 8)
    /// A block of HTML (kept as text here).
    public static let blockHTML = InlinePresentationIntent(rawValue: 1 << 9)
  }
#endif
