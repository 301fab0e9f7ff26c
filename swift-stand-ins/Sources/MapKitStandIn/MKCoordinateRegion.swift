/// A region of the map: a center and a span.
public struct MKCoordinateRegion: Sendable {
  /// The region's center.
  public var center: CLLocationCoordinate2D
  /// The region's extent around its center.
  public var span: MKCoordinateSpan

  /// A region of no extent at latitude and longitude 0.
  public init() { self.init(center: CLLocationCoordinate2D(), span: MKCoordinateSpan()) }

  /// The region of `span` around `center`.
  public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
    self.center = center
    self.span = span
  }

  /// A region of the given size around `center` (one degree of latitude is about 111 km).
  public init(
    center: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance,
    longitudinalMeters: CLLocationDistance
  ) {
    let metersPerDegree = 111_320.0
    let longitudeScale = max(cos(center.latitude * .pi / 180), 0.000_001)
    self.init(
      center: center,
      span: MKCoordinateSpan(
        latitudeDelta: latitudinalMeters / metersPerDegree,
        longitudeDelta: longitudinalMeters / (metersPerDegree * longitudeScale)))
  }
}
