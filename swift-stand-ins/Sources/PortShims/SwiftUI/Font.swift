// SwiftUI's font, as a value: what a feature sets on an attributed string's runs
// (`output[range].font = .system(.title).bold()`) or keeps in state. Nothing is drawn.
#if !canImport(SwiftUI)
  /// A font (SwiftUI's `Font`, as a value): its text style or size, weight, design and traits.
  public struct Font: Hashable, Sendable {
    /// The text styles of Dynamic Type.
    public enum TextStyle: String, Hashable, Sendable, CaseIterable {
      /// The largest title.
      case largeTitle
      /// A title.
      case title
      /// A second-level title.
      case title2
      /// A third-level title.
      case title3
      /// A heading.
      case headline
      /// A subheading.
      case subheadline
      /// Body text.
      case body
      /// A callout.
      case callout
      /// A footnote.
      case footnote
      /// A caption.
      case caption
      /// A smaller caption.
      case caption2
    }

    /// A font's thickness.
    public struct Weight: Hashable, Sendable {
      /// The weight, from -1 (thinnest) to 1 (heaviest), as UIKit numbers it.
      public var value: Double

      /// The thinnest.
      public static let ultraLight = Weight(value: -0.8)
      /// Thin.
      public static let thin = Weight(value: -0.6)
      /// Light.
      public static let light = Weight(value: -0.4)
      /// The body text's.
      public static let regular = Weight(value: 0)
      /// Medium.
      public static let medium = Weight(value: 0.23)
      /// Between medium and bold.
      public static let semibold = Weight(value: 0.3)
      /// Bold.
      public static let bold = Weight(value: 0.4)
      /// Heavier than bold.
      public static let heavy = Weight(value: 0.56)
      /// The heaviest.
      public static let black = Weight(value: 0.62)
    }

    /// A font's family of shapes.
    public enum Design: String, Hashable, Sendable {
      /// The system's.
      case `default`
      /// With serifs.
      case serif
      /// With rounded ends.
      case rounded
      /// Every character as wide as the others.
      case monospaced
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
    /// The system font of the largest title.
    public static let largeTitle = Font.system(.largeTitle)
    /// The system font of a title.
    public static let title = Font.system(.title)
    /// The system font of a second-level title.
    public static let title2 = Font.system(.title2)
    /// The system font of a third-level title.
    public static let title3 = Font.system(.title3)
    /// The system font of a heading.
    public static let headline = Font.system(.headline)
    /// The system font of a subheading.
    public static let subheadline = Font.system(.subheadline)
    /// The system font of body text.
    public static let body = Font.system(.body)
    /// The system font of a callout.
    public static let callout = Font.system(.callout)
    /// The system font of a footnote.
    public static let footnote = Font.system(.footnote)
    /// The system font of a caption.
    public static let caption = Font.system(.caption)
    /// The system font of a smaller caption.
    public static let caption2 = Font.system(.caption2)
  }
#endif
