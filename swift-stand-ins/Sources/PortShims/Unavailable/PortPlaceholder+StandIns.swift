extension PortPlaceholder {
  /// The stand-ins' own values a model keeps (a theme's accent `Color`, an avatar's `UIImage`),
  /// none of which is empty by a protocol: the clear colour, the body font, an image of nothing.
  static func standInValue<Value>() -> Value? {
    #if canImport(SwiftUI)
      return nil
    #else
      let values: [ObjectIdentifier: () -> Any] = [
        ObjectIdentifier(Color.self): { Color.clear },
        ObjectIdentifier(Font.self): { Font.body },
        ObjectIdentifier(Image.self): { Image("") },
        ObjectIdentifier(UIImage.self): { UIImage() },
        ObjectIdentifier(LocalizedStringKey.self): { LocalizedStringKey("") },
      ]
      return values[ObjectIdentifier(Value.self)].flatMap { $0() as? Value }
    #endif
  }
}
