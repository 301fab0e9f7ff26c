/// A circle on the map, as an overlay draws it.
// Unchecked: open, as Apple's is, so the compiler cannot check subclasses; its center and radius
// never change after init, so sharing one is safe.
open class MKCircle: NSObject, @unchecked Sendable {
  /// Its center.
  open private(set) var coordinate: CLLocationCoordinate2D
  /// Its radius, in meters.
  open private(set) var radius: CLLocationDistance

  /// The circle around `center` of `radius` meters.
  public init(center: CLLocationCoordinate2D, radius: CLLocationDistance) {
    coordinate = center
    self.radius = radius
  }
}
