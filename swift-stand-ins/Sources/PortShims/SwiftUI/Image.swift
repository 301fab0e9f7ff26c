// SwiftUI's image, as a value a feature keeps in state: the name of its asset or symbol.
#if !canImport(SwiftUI)
  import Foundation

  /// An image by name (SwiftUI's `Image`, as a value).
  public struct Image: Hashable, Sendable {
    /// The image's name.
    public var name: String

    /// An image from an asset catalog.
    public init(_ name: String, bundle: Bundle? = nil) { self.name = name }

    /// A system symbol.
    public init(systemName: String) { name = systemName }

    /// The image UIKit's `image` names.
    public init(uiImage: UIImage) { name = uiImage.name }
  }
#endif
