/// The extent of a region, in degrees.
public struct MKCoordinateSpan: Sendable {
  /// The region's height, in degrees of latitude (one is about 111 km).
  public var latitudeDelta: CLLocationDegrees
  /// The region's width, in degrees of longitude (one is about 111 km at the equator, less
  /// toward the poles).
  public var longitudeDelta: CLLocationDegrees

  /// A span of no extent.
  public init() { self.init(latitudeDelta: 0, longitudeDelta: 0) }

  /// A span `latitudeDelta` degrees high and `longitudeDelta` degrees wide.
  public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
    self.latitudeDelta = latitudeDelta
    self.longitudeDelta = longitudeDelta
  }
}
