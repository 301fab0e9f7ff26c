/// A circle on the Earth.
// Unchecked: open, as Apple's is, so the compiler cannot check subclasses; its center and radius
// never change after init, and what it inherits is `CLRegion`'s, whose reason holds here.
open class CLCircularRegion: CLRegion, @unchecked Sendable {
  /// Its center.
  open private(set) var center: CLLocationCoordinate2D
  /// Its radius, in meters.
  open private(set) var radius: CLLocationDistance

  /// The circle around `center` of `radius` meters.
  public init(center: CLLocationCoordinate2D, radius: CLLocationDistance, identifier: String) {
    self.center = center
    self.radius = radius
    super.init(identifier: identifier)
  }

  /// Whether `coordinate` is inside the circle: no farther from its center than its radius.
  open func contains(_ coordinate: CLLocationCoordinate2D) -> Bool {
    CLLocation(latitude: center.latitude, longitude: center.longitude)
      .distance(from: CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude))
      <= radius
  }
}
