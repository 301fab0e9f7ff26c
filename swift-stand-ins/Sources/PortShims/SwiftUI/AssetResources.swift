// The colour and image resources Xcode generates for an asset catalog's entries
// (`Color(.appTint)`, `Image(.avatar)`): tca-port writes the symbols of each module's catalogs
// (`ColorResource.appTint`), and these types name the asset, as the other stand-ins do.
#if !canImport(SwiftUI)
  import Foundation

  /// A colour of an asset catalog, as Xcode's generated symbols name it.
  public struct ColorResource: Hashable, Sendable {
    /// The asset's name in its catalog.
    public var name: String
    /// The bundle of the catalog.
    public var bundle: Bundle

    /// The colour asset `name` of `bundle`.
    public init(name: String, bundle: Bundle = .main) {
      self.name = name
      self.bundle = bundle
    }
  }

  /// An image of an asset catalog, as Xcode's generated symbols name it.
  public struct ImageResource: Hashable, Sendable {
    /// The asset's name in its catalog.
    public var name: String
    /// The bundle of the catalog.
    public var bundle: Bundle

    /// The image asset `name` of `bundle`.
    public init(name: String, bundle: Bundle = .main) {
      self.name = name
      self.bundle = bundle
    }
  }

  extension Color {
    /// The colour of an asset catalog `resource` names.
    public init(_ resource: ColorResource) { self.init(resource.name) }
  }

  extension Image {
    /// The image of an asset catalog `resource` names.
    public init(_ resource: ImageResource) { self.init(resource.name) }
  }

  extension UIImage {
    /// The image of an asset catalog `resource` names.
    public convenience init(resource: ImageResource) {
      self.init(name: resource.name, data: nil)
    }
  }
#endif
