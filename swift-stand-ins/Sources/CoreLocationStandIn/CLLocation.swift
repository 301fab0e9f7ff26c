/// A location reported by the device: where, how high, how accurate, when.
// Unchecked: open, as Apple's is, so the compiler cannot check subclasses. The stand-in mirrors
// Apple's Sendable declaration; its properties are settable here, so, as with any shared
// reference, the app must not mutate one instance from two threads.
open class CLLocation: NSObject, @unchecked Sendable {
  /// Where the device is.
  open var coordinate: CLLocationCoordinate2D
  /// The height above sea level, in meters.
  open var altitude: CLLocationDistance
  /// How far the coordinate may be off, in meters; negative when invalid.
  open var horizontalAccuracy: CLLocationAccuracy
  /// How far the altitude may be off, in meters; negative when invalid.
  open var verticalAccuracy: CLLocationAccuracy
  /// The direction the device moves in, in degrees from true north; negative when unknown.
  open var course: CLLocationDirection
  /// How accurate the course is, in degrees; negative when unknown.
  open var courseAccuracy: CLLocationDirection = -1
  /// How fast the device moves, in meters per second; negative when unknown.
  open var speed: CLLocationSpeed
  /// How accurate the speed is, in meters per second; negative when unknown.
  open var speedAccuracy: CLLocationSpeed = -1
  /// When the location was measured.
  open var timestamp: Date
  /// The floor, inside a building that maps its floors: none here.
  open var floor: CLFloor? { nil }

  /// A location with its altitude, accuracies, course and speed.
  public init(
    coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance,
    horizontalAccuracy: CLLocationAccuracy, verticalAccuracy: CLLocationAccuracy,
    course: CLLocationDirection = -1, speed: CLLocationSpeed = -1, timestamp: Date
  ) {
    self.coordinate = coordinate
    self.altitude = altitude
    self.horizontalAccuracy = horizontalAccuracy
    self.verticalAccuracy = verticalAccuracy
    self.course = course
    self.speed = speed
    self.timestamp = timestamp
  }

  /// A location with the accuracy of its course and speed.
  public convenience init(
    coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance,
    horizontalAccuracy: CLLocationAccuracy, verticalAccuracy: CLLocationAccuracy,
    course: CLLocationDirection, courseAccuracy: CLLocationDirection, speed: CLLocationSpeed,
    speedAccuracy: CLLocationSpeed, timestamp: Date
  ) {
    self.init(
      coordinate: coordinate, altitude: altitude, horizontalAccuracy: horizontalAccuracy,
      verticalAccuracy: verticalAccuracy, course: course, speed: speed, timestamp: timestamp)
    self.courseAccuracy = courseAccuracy
    self.speedAccuracy = speedAccuracy
  }

  /// A location at `latitude` and `longitude`, measured now, at sea level, with no altitude.
  public convenience init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
    self.init(
      coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude),
      altitude: 0, horizontalAccuracy: 0, verticalAccuracy: -1, timestamp: Date())
  }

  /// The great-circle distance to `location`, in meters.
  open func distance(from location: CLLocation) -> CLLocationDistance {
    let radians = Double.pi / 180
    let deltaLatitude = (location.coordinate.latitude - coordinate.latitude) * radians
    let deltaLongitude = (location.coordinate.longitude - coordinate.longitude) * radians
    let a =
      sin(deltaLatitude / 2) * sin(deltaLatitude / 2)
      + cos(coordinate.latitude * radians) * cos(location.coordinate.latitude * radians)
      * sin(deltaLongitude / 2) * sin(deltaLongitude / 2)
    return 6_371_000 * 2 * atan2(a.squareRoot(), (1 - a).squareRoot())
  }
}
