// The attributes Apple's platforms give parsed Markdown and SwiftUI's text that Linux
// Foundation lacks, reachable as there: `string.presentationIntent`, `string[range].font`,
// `string.runs[AttributeScopes.FoundationAttributes.PresentationIntentAttribute.self]`.
#if !canImport(SwiftUI)
  import Foundation

  /// The blocks a run is in.
  public enum PresentationIntentAttribute: AttributedStringKey {
    public typealias Value = PresentationIntent
    public static let name = "NSPresentationIntent"
  }

  /// How a run is set inline.
  public enum InlinePresentationIntentAttribute: AttributedStringKey {
    public typealias Value = InlinePresentationIntent
    public static let name = "NSInlinePresentationIntent"
  }

  /// The font a run is drawn in.
  public enum FontAttribute: AttributedStringKey {
    public typealias Value = Font
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
      public let presentationIntent: PresentationIntentAttribute
      public let inlinePresentationIntent: InlinePresentationIntentAttribute
      public let font: FontAttribute
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
