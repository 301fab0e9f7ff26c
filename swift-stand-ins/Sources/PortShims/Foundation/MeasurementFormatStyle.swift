// Foundation's measurement formatting, which Linux Foundation lacks: a ride's distance shown as
// `distance.formatted(.measurement(width: .abbreviated, usage: .road))`. A measurement is
// written in its own unit (no locale picks another), its number as the number style given.
#if !canImport(SwiftUI)
  import Foundation

  extension Measurement where UnitType: Dimension {
    /// How a measurement is written: its unit's width, and the style of its number.
    public struct FormatStyle: Foundation.FormatStyle, Sendable {
      /// How much of the unit is written.
      public struct UnitWidth: Codable, Hashable, Sendable {
        let name: String

        /// The unit's name: "5 kilometers".
        public static var wide: UnitWidth { UnitWidth(name: "wide") }
        /// The unit's symbol: "5 km".
        public static var abbreviated: UnitWidth { UnitWidth(name: "abbreviated") }
        /// The unit's symbol, close: "5km".
        public static var narrow: UnitWidth { UnitWidth(name: "narrow") }
      }

      /// How much of the unit is written.
      public var width: UnitWidth
      /// What the measurement measures.
      public var usage: MeasurementFormatUnitUsage<UnitType>?
      /// How the number is written; plainly when nil.
      public var numberFormatStyle: FloatingPointFormatStyle<Double>?

      /// A style of `width`, for `usage`, writing the number as `numberFormatStyle` does.
      public init(
        width: UnitWidth, usage: MeasurementFormatUnitUsage<UnitType>? = .general,
        numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
      ) {
        self.width = width
        self.usage = usage
        self.numberFormatStyle = numberFormatStyle
      }

      /// `measurement`, written: "5 km".
      public func format(_ measurement: Measurement<UnitType>) -> String {
        let value = measurement.value
        let number =
          numberFormatStyle?.format(value)
          ?? (value == value.rounded() && abs(value) < 1e15
            ? String(Int64(value)) : String(value))
        let symbol = measurement.unit.symbol
        switch width {
        case .wide:
          let name = UnitNames.wide[symbol].map { value == 1 ? $0.one : $0.other } ?? symbol
          return "\(number) \(name)"
        case .narrow: return "\(number)\(symbol)"
        default: return "\(number) \(symbol)"
        }
      }
    }

    /// The measurement written with its unit's symbol: "5 km".
    public func formatted() -> String { FormatStyle(width: .abbreviated).format(self) }

    /// The measurement written as `style` writes it.
    public func formatted<Style: Foundation.FormatStyle>(_ style: Style) -> Style.FormatOutput
    where Style.FormatInput == Self {
      style.format(self)
    }
  }

  extension FormatStyle {
    /// A measurement written with its unit of `width`, for `usage`, its number as
    /// `numberFormatStyle` writes it.
    public static func measurement<UnitType: Dimension>(
      width: Measurement<UnitType>.FormatStyle.UnitWidth,
      usage: MeasurementFormatUnitUsage<UnitType> = .general,
      numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
    ) -> Self where Self == Measurement<UnitType>.FormatStyle {
      Measurement<UnitType>.FormatStyle(
        width: width, usage: usage, numberFormatStyle: numberFormatStyle)
    }
  }

  /// The English names of common units, by symbol, for wide measurements.
  private enum UnitNames {
    static let wide: [String: (one: String, other: String)] = [
      "mm": ("millimeter", "millimeters"), "cm": ("centimeter", "centimeters"),
      "m": ("meter", "meters"), "km": ("kilometer", "kilometers"), "in": ("inch", "inches"),
      "ft": ("foot", "feet"), "yd": ("yard", "yards"), "mi": ("mile", "miles"),
      "g": ("gram", "grams"), "kg": ("kilogram", "kilograms"), "lb": ("pound", "pounds"),
      "s": ("second", "seconds"), "min": ("minute", "minutes"), "hr": ("hour", "hours"),
      "km/h": ("kilometer per hour", "kilometers per hour"),
      "mph": ("mile per hour", "miles per hour"), "m/s": ("meter per second", "meters per second"),
      "°C": ("degree Celsius", "degrees Celsius"),
      "°F": ("degree Fahrenheit", "degrees Fahrenheit"),
    ]
  }
#endif
