// SwiftUI's font, as a value: what a feature sets on an attributed string's runs
// (`output[range].font = .system(.title).bold()`) or keeps in state. Nothing is drawn.
#if !canImport(SwiftUI)
  /// A font (SwiftUI's `Font`, as a value): its text style or size, weight, design and traits.
  public struct Font: Hashable, Sendable {
    /// The text styles of Dynamic Type.
    public enum TextStyle: String, Hashable, Sendable, CaseIterable {
      case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote
      case caption, caption2
    }

    /// A font's thickness.
    public struct Weight: Hashable, Sendable {
      /// The weight, from -1 (thinnest) to 1 (heaviest), as UIKit numbers it.
      public var value: Double

      public static let ultraLight = Weight(value: -0.8)
      public static let thin = Weight(value: -0.6)
      public static let light = Weight(value: -0.4)
      public static let regular = Weight(value: 0)
      public static let medium = Weight(value: 0.23)
      public static let semibold = Weight(value: 0.3)
      public static let bold = Weight(value: 0.4)
      public static let heavy = Weight(value: 0.56)
      public static let black = Weight(value: 0.62)
    }

    /// A font's family of shapes.
    public enum Design: String, Hashable, Sendable {
      case `default`, serif, rounded, monospaced
    }

    /// The text style the font follows, if it follows one.
    public var style: TextStyle?
    /// The font's size in points, if it was given one.
    public var size: Double?
    /// Its weight, if set.
    public var weight: Weight?
    /// Its design, if set.
    public var design: Design?
    /// Whether it is italic.
    public var isItalic = false

    /// The system font of `style`.
    public static func system(
      _ style: TextStyle, design: Design? = nil, weight: Weight? = nil
    ) -> Font {
      Font(style: style, weight: weight, design: design)
    }

    /// The system font of `size` points.
    public static func system(size: Double, weight: Weight? = nil, design: Design? = nil) -> Font {
      Font(size: size, weight: weight, design: design)
    }

    /// The font, bold.
    public func bold() -> Font { weight(.bold) }

    /// The font, italic.
    public func italic() -> Font {
      var font = self
      font.isItalic = true
      return font
    }

    /// The font at `weight`.
    public func weight(_ weight: Weight) -> Font {
      var font = self
      font.weight = weight
      return font
    }

    // The stand-ins keep Apple's names, which the features' code uses.
    public static let largeTitle = Font.system(.largeTitle)
    public static let title = Font.system(.title)
    public static let title2 = Font.system(.title2)
    public static let title3 = Font.system(.title3)
    public static let headline = Font.system(.headline)
    public static let subheadline = Font.system(.subheadline)
    public static let body = Font.system(.body)
    public static let callout = Font.system(.callout)
    public static let footnote = Font.system(.footnote)
    public static let caption = Font.system(.caption)
    public static let caption2 = Font.system(.caption2)
  }
#endif
