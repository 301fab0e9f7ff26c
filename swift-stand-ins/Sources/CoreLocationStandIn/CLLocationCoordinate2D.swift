/// A point on the Earth, as a latitude and a longitude in degrees.
public struct CLLocationCoordinate2D: Sendable {
  /// Degrees north of the equator; negative south of it.
  public var latitude: CLLocationDegrees
  /// Degrees east of the prime meridian; negative west of it.
  public var longitude: CLLocationDegrees

  /// The point where the equator meets the prime meridian.
  public init() {
    self.init(latitude: 0, longitude: 0)
  }

  /// The point at `latitude` and `longitude`.
  public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
    self.latitude = latitude
    self.longitude = longitude
  }
}

/// An invalid coordinate.
public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(
  latitude: -180, longitude: -180)

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Whether `coordinate` is on the Earth: latitude within ±90°, longitude within ±180°.
public func CLLocationCoordinate2DIsValid(_ coordinate: CLLocationCoordinate2D) -> Bool {
  (-90...90).contains(coordinate.latitude) && (-180...180).contains(coordinate.longitude)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Makes a coordinate.
public func CLLocationCoordinate2DMake(
  _ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees
) -> CLLocationCoordinate2D {
  CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}
