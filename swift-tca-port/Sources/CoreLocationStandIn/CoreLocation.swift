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

  /// What `authorizedWhenInUse` was named before iOS 8.
  public static let authorized = CLAuthorizationStatus.authorizedAlways
}

/// How precise the locations the user allows are.
public enum CLAccuracyAuthorization: Int, Sendable {
  case fullAccuracy, reducedAccuracy
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The greatest distance a region may be monitored at.
public let CLLocationDistanceMax: CLLocationDistance = .greatestFiniteMagnitude

/// A heading's geomagnetic component, in microteslas.
public typealias CLHeadingComponentValue = Double

/// The floor of a building a location is on.
open class CLFloor: NSObject, @unchecked Sendable {
  /// The floor's level: 0 for the ground floor.
  open internal(set) var level = 0
}

/// A location reported by the device: where, how high, how accurate, when.
open class CLLocation: NSObject, @unchecked Sendable {
  open var coordinate: CLLocationCoordinate2D
  open var altitude: CLLocationDistance
  open var horizontalAccuracy: CLLocationAccuracy
  open var verticalAccuracy: CLLocationAccuracy
  open var course: CLLocationDirection
  /// How accurate the course is, in degrees; negative when unknown.
  open var courseAccuracy: CLLocationDirection = -1
  open var speed: CLLocationSpeed
  /// How accurate the speed is, in meters per second; negative when unknown.
  open var speedAccuracy: CLLocationSpeed = -1
  open var timestamp: Date
  /// The floor, inside a building that maps its floors: none here.
  open var floor: CLFloor? { nil }

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

/// The direction the device points, relative to true and magnetic north.
open class CLHeading: NSObject, @unchecked Sendable {
  /// Degrees from magnetic north.
  open internal(set) var magneticHeading: CLLocationDirection = 0
  /// Degrees from true north; negative when unknown.
  open internal(set) var trueHeading: CLLocationDirection = -1
  /// How far the magnetic heading may be off, in degrees; negative when invalid.
  open internal(set) var headingAccuracy: CLLocationDirection = -1
  /// The geomagnetic field's components.
  open internal(set) var x: CLHeadingComponentValue = 0
  open internal(set) var y: CLHeadingComponentValue = 0
  open internal(set) var z: CLHeadingComponentValue = 0
  /// When the heading was measured.
  open internal(set) var timestamp = Date()
}

/// CoreLocation's errors.
public struct CLError: Error, Hashable, Sendable {
  /// What went wrong.
  public enum Code: Int, Sendable {
    case locationUnknown, denied, network, headingFailure, regionMonitoringDenied,
      regionMonitoringFailure, regionMonitoringSetupDelayed, regionMonitoringResponseDelayed,
      geocodeFoundNoResult, geocodeFoundPartialResult, geocodeCanceled, deferredFailed,
      deferredNotUpdatingLocation, deferredAccuracyTooLow, deferredDistanceFiltered,
      deferredCanceled, rangingUnavailable, rangingFailure, promptDeclined,
      historicalLocationError
  }

  /// What went wrong.
  public var code: Code

  /// An error of `code`.
  public init(_ code: Code) { self.code = code }

  public static let locationUnknown = Code.locationUnknown
  public static let denied = Code.denied
}
