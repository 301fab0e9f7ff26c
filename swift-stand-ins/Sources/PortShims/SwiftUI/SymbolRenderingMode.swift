// How SwiftUI draws a symbol image, as a value a feature parses from a URL or keeps in state
// (`rendering: SymbolRenderingMode?`).
#if !canImport(SwiftUI)
  /// How a symbol image's layers are coloured (SwiftUI's `SymbolRenderingMode`, as a value).
  public struct SymbolRenderingMode: Hashable, Sendable {
    /// The mode's name.
    public var name: String

    /// One colour for the whole symbol.
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    /// The symbol's own colours.
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
    /// One colour at an opacity per layer.
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    /// A colour per layer, from the styles given.
    public static let palette = SymbolRenderingMode(name: "palette")
  }
#endif
