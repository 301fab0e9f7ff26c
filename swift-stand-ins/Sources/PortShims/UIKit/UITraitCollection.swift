// UIKit's traits, as far as the appearance goes: what a dynamic colour
// (`Color(dynamicProvider:)`) is resolved for.
#if !canImport(SwiftUI)
  /// Whether the interface is light or dark (UIKit's `UIUserInterfaceStyle`).
  public enum UIUserInterfaceStyle: Int, Sendable {
    /// Not set.
    case unspecified
    /// Light.
    case light
    /// Dark.
    case dark
  }

  /// The traits a dynamic colour is resolved for (UIKit's `UITraitCollection`, as a value).
  public struct UITraitCollection: Hashable, Sendable {
    /// The appearance.
    public var userInterfaceStyle: UIUserInterfaceStyle

    /// Traits of `userInterfaceStyle`.
    public init(userInterfaceStyle: UIUserInterfaceStyle) {
      self.userInterfaceStyle = userInterfaceStyle
    }
  }
#endif
