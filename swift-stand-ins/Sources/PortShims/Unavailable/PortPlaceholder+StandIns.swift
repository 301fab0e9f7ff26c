extension PortPlaceholder {
  #if !canImport(SwiftUI)
    /// The stand-ins' own values a model keeps (a theme's accent `Color`, an avatar's
    /// `UIImage`), none of which is empty by a protocol: the clear colour, the body font, an
    /// image of nothing.
    static let standInValues: [ObjectIdentifier: @Sendable () -> Any] = [
      ObjectIdentifier(Color.self): { Color.clear },
      ObjectIdentifier(Font.self): { Font.body },
      ObjectIdentifier(Image.self): { Image("") },
      ObjectIdentifier(UIImage.self): { UIImage() },
      ObjectIdentifier(LocalizedStringKey.self): { LocalizedStringKey("") },
    ]
  #else
    /// None: SwiftUI's own types are used where it exists.
    static let standInValues: [ObjectIdentifier: @Sendable () -> Any] = [:]
  #endif
}
