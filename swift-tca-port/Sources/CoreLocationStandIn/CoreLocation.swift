// CoreLocation's types as a ported app's features and clients name
// them. Nothing here locates the device: the live value that did is left out, and tests use
// the client's test value. Like Apple's framework, it brings Foundation.
@_exported import Foundation

/// A latitude or longitude, in degrees.
public typealias CLLocationDegrees = Double
/// A distance, in meters.
public typealias CLLocationDistance = Double
/// A speed, in meters per second.
public typealias CLLocationSpeed = Double
/// A direction, in degrees from true north.
public typealias CLLocationDirection = Double
/// An accuracy, in meters.
public typealias CLLocationAccuracy = Double

/// The best accuracy the device can give.
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
/// Accuracy to about ten meters.
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
/// Accuracy to about a hundred meters.
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
/// Accuracy to about a kilometer.
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
/// Any movement counts.
public let kCLDistanceFilterNone: CLLocationDistance = -1

/// A point on the Earth, as a latitude and a longitude in degrees.
public struct CLLocationCoordinate2D: Sendable {
  public var latitude: CLLocationDegrees
  public var longitude: CLLocationDegrees

  public init() {
    self.init(latitude: 0, longitude: 0)
  }

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

/// What the user allows the app.
public enum CLAuthorizationStatus: Int32, Sendable {
  case notDetermined, restricted, denied, authorizedAlways, authorizedWhenInUse
}

/// How precise the locations the user allows are.
public enum CLAccuracyAuthorization: Int, Sendable {
  case fullAccuracy, reducedAccuracy
}

/// A location reported by the device: where, how high, how accurate, when.
open class CLLocation: NSObject, @unchecked Sendable {
  open var coordinate: CLLocationCoordinate2D
  open var altitude: CLLocationDistance
  open var horizontalAccuracy: CLLocationAccuracy
  open var verticalAccuracy: CLLocationAccuracy
  open var course: CLLocationDirection
  open var speed: CLLocationSpeed
  open var timestamp: Date

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
