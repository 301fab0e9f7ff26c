// The attributes Apple's platforms give parsed Markdown and SwiftUI's text that Linux
// Foundation lacks, reachable as there: `string.presentationIntent`, `string[range].font`,
// `string.runs[AttributeScopes.FoundationAttributes.PresentationIntentAttribute.self]`.
#if !canImport(SwiftUI)
  import Foundation

  /// The blocks a run is in.
  public enum PresentationIntentAttribute: AttributedStringKey {
    /// The blocks.
    public typealias Value = PresentationIntent
    /// Apple Foundation's name of the key.
    public static let name = "NSPresentationIntent"
  }

  /// How a run is set inline.
  public enum InlinePresentationIntentAttribute: AttributedStringKey {
    /// How it is set.
    public typealias Value = InlinePresentationIntent
    /// Apple Foundation's name of the key.
    public static let name = "NSInlinePresentationIntent"
  }

  /// The font a run is drawn in.
  public enum FontAttribute: AttributedStringKey {
    /// The font.
    public typealias Value = Font
    /// SwiftUI's name of the key.
    public static let name = "SwiftUI.Font"
  }

  extension AttributeScopes.FoundationAttributes {
    /// The blocks a run is in, where Apple Foundation declares the key.
    public typealias PresentationIntentAttribute = PortShims.PresentationIntentAttribute
    /// How a run is set inline, where Apple Foundation declares the key.
    public typealias InlinePresentationIntentAttribute = PortShims.InlinePresentationIntentAttribute
  }

  extension AttributeScopes {
    /// The attributes above, with Foundation's: what `string.font` and
    /// `string.presentationIntent` look up.
    public struct PortShimsAttributes: AttributeScope {
      /// The blocks a run is in.
      public let presentationIntent: PresentationIntentAttribute
      /// How a run is set inline.
      public let inlinePresentationIntent: InlinePresentationIntentAttribute
      /// The font a run is drawn in.
      public let font: FontAttribute
      /// Foundation's attributes (`link`, `imageURL`, `languageIdentifier`).
      public let foundation: FoundationAttributes
    }

    /// The attributes above, with Foundation's.
    public var portShims: PortShimsAttributes.Type { PortShimsAttributes.self }
  }

  extension AttributeDynamicLookup {
    /// `string.font`, `string.presentationIntent`, `string.inlinePresentationIntent`.
    public subscript<Key: AttributedStringKey>(
      dynamicMember keyPath: KeyPath<AttributeScopes.PortShimsAttributes, Key>
    ) -> Key {
      self[Key.self]
    }
  }
#endif
