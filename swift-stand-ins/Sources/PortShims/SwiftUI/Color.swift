// SwiftUI's colour, as a value a feature keeps in state (`var tint: Color = .red`): its name or
// its components. Nothing is drawn.
#if !canImport(SwiftUI)
  import Foundation

  /// A named colour (SwiftUI's `Color`, as a value).
  public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// The colour's name, or its components.
    public var description: String

    /// A colour from an asset catalog.
    public init(_ name: String, bundle: Bundle? = nil) { description = name }

    /// A colour from red, green and blue components.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
      description = "rgba(\(red), \(green), \(blue), \(opacity))"
    }

    /// A grey.
    public init(white: Double, opacity: Double = 1) {
      description = "white(\(white), \(opacity))"
    }

    /// A colour from hue, saturation and brightness.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
      description = "hsba(\(hue), \(saturation), \(brightness), \(opacity))"
    }

    /// A colour that depends on the appearance (UIKit's dynamic colours): the one
    /// `dynamicProvider` gives for the light appearance, as a device in light mode shows it.
    public init(dynamicProvider: (UITraitCollection) -> Color) {
      self = dynamicProvider(UITraitCollection(userInterfaceStyle: .light))
    }

    /// The colour at `opacity`.
    public func opacity(_ opacity: Double) -> Color {
      Color("\(description).opacity(\(opacity))")
    }

    // The stand-ins keep Apple's names, which the features' code uses.
    // swift-format-ignore: DontRepeatTypeInStaticProperties
    /// The app's accent colour.
    public static let accentColor = Color("accentColor")
    /// Black.
    public static let black = Color("black")
    /// Blue.
    public static let blue = Color("blue")
    /// Brown.
    public static let brown = Color("brown")
    /// No colour: what is behind shows through.
    public static let clear = Color("clear")
    /// Cyan.
    public static let cyan = Color("cyan")
    /// Grey.
    public static let gray = Color("gray")
    /// Green.
    public static let green = Color("green")
    /// Indigo.
    public static let indigo = Color("indigo")
    /// Mint.
    public static let mint = Color("mint")
    /// Orange.
    public static let orange = Color("orange")
    /// Pink.
    public static let pink = Color("pink")
    /// The colour of primary content (text, mostly).
    public static let primary = Color("primary")
    /// Purple.
    public static let purple = Color("purple")
    /// Red.
    public static let red = Color("red")
    /// The colour of secondary content.
    public static let secondary = Color("secondary")
    /// Teal.
    public static let teal = Color("teal")
    /// White.
    public static let white = Color("white")
    /// Yellow.
    public static let yellow = Color("yellow")
  }
#endif
