// UIKit's image, as features name one: a bottom menu's button icon
// (`Image(uiImage: UIImage(named: "flag", in: .module, with: nil)!)`), a player's avatar in
// state. Here an image is the name of its asset, or its bytes: nothing is decoded or drawn.
#if !canImport(SwiftUI)
  import Foundation

  /// UIKit's image, as a value: the asset or symbol it names, or the bytes it was made from.
  public final class UIImage: Hashable, Sendable {
    /// How a symbol image is drawn: nothing here.
    public final class Configuration: Sendable {}

    /// The asset or symbol the image names; empty for one made from bytes.
    public let name: String
    /// The bytes the image was made from, if it was.
    public let data: Data?

    /// The asset `name` of `bundle`'s asset catalog, as an app with its assets finds it.
    public init?(
      named name: String, in bundle: Bundle? = nil, with configuration: Configuration? = nil
    ) {
      self.name = name
      data = nil
    }

    /// The system symbol `name`.
    public init?(systemName name: String, withConfiguration configuration: Configuration? = nil) {
      self.name = name
      data = nil
    }

    /// An image of the bytes `data` (never checked: nothing decodes them); nil when there are
    /// none.
    public init?(data: Data) {
      guard !data.isEmpty else { return nil }
      name = ""
      self.data = data
    }

    /// An image of nothing, as UIKit's `UIImage()`.
    public convenience init() {
      self.init(name: "", data: nil)
    }

    /// An image of the file at `path`'s bytes; nil when it cannot be read or is empty.
    public convenience init?(contentsOfFile path: String) {
      guard let data = FileManager.default.contents(atPath: path) else { return nil }
      self.init(data: data)
    }

    /// The bytes the image was made from: what a PNG of it would hold here.
    public func pngData() -> Data? { data }

    /// The bytes the image was made from, whatever the quality asked: what a JPEG of it would
    /// hold here (a photo a feature attaches, compressed before upload).
    public func jpegData(compressionQuality: CGFloat) -> Data? { data }

    /// Its size in points: nothing is decoded here, so none.
    public var size: CGSize { .zero }

    init(name: String, data: Data?) {
      self.name = name
      self.data = data
    }

    /// Whether the two name the same asset, or hold the same bytes.
    public static func == (lhs: UIImage, rhs: UIImage) -> Bool {
      lhs.name == rhs.name && lhs.data == rhs.data
    }

    /// Hashes the name and the bytes, which `==` compares.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(name)
      hasher.combine(data)
    }
  }
#endif
