// What a measurement measures (Foundation's `MeasurementFormatUnitUsage`, which Linux Foundation
// lacks): a ride's distance is formatted for `.road`. Here no locale picks another unit.
#if !canImport(SwiftUI)
  import Foundation

  /// What a measurement measures, which lets a locale pick its unit (Foundation's
  /// `MeasurementFormatUnitUsage`). Here every usage keeps the measurement's own unit.
  public struct MeasurementFormatUnitUsage<UnitType: Dimension>: Codable, Hashable, Sendable {
    /// The usage's name.
    public var name: String

    /// Any measurement.
    public static var general: Self { Self(name: "general") }
    /// The measurement's own unit.
    public static var asProvided: Self { Self(name: "asProvided") }
  }

  extension MeasurementFormatUnitUsage where UnitType == UnitLength {
    /// A distance by road.
    public static var road: Self { Self(name: "road") }
    /// A person's height.
    public static var personHeight: Self { Self(name: "personHeight") }
    /// Rain fallen.
    public static var rainfall: Self { Self(name: "rainfall") }
    /// Snow fallen.
    public static var snowfall: Self { Self(name: "snowfall") }
    /// How far one can see.
    public static var visibility: Self { Self(name: "visibility") }
  }

  extension MeasurementFormatUnitUsage where UnitType == UnitTemperature {
    /// A person's temperature.
    public static var person: Self { Self(name: "person") }
    /// The weather's temperature.
    public static var weather: Self { Self(name: "weather") }
  }
#endif
