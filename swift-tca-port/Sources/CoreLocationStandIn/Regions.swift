// CoreLocation's regions, beacons and visits, as region monitoring reports them and models
// wrapping them keep them.

/// Whether the device is in a region.
public enum CLRegionState: Int, Sendable {
  case unknown, inside, outside
}

/// How near a beacon is.
public enum CLProximity: Int, Sendable {
  case unknown, immediate, near, far
}

/// An area monitored for entry and exit, by its identifier.
open class CLRegion: NSObject, @unchecked Sendable {
  /// The region's identifier.
  open private(set) var identifier: String
  /// Whether entering it is reported.
  open var notifyOnEntry = true
  /// Whether leaving it is reported.
  open var notifyOnExit = true

  /// A region identified by `identifier`.
  public init(identifier: String) { self.identifier = identifier }

  open override func isEqual(_ object: Any?) -> Bool {
    (object as? CLRegion)?.identifier == identifier
  }

  open override var hash: Int { identifier.hashValue }
}

/// A circle on the Earth.
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

  /// Whether `coordinate` is inside the circle.
  open func contains(_ coordinate: CLLocationCoordinate2D) -> Bool {
    CLLocation(latitude: center.latitude, longitude: center.longitude)
      .distance(from: CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude))
      <= radius
  }
}

/// The beacons to range: a UUID, and the major and minor values if given.
open class CLBeaconIdentityConstraint: NSObject, @unchecked Sendable {
  public let uuid: UUID
  public let major: UInt16?
  public let minor: UInt16?

  /// The beacons of `uuid`.
  public init(uuid: UUID) {
    self.uuid = uuid
    major = nil
    minor = nil
  }

  /// The beacons of `uuid` and `major`.
  public init(uuid: UUID, major: UInt16) {
    self.uuid = uuid
    self.major = major
    minor = nil
  }

  /// The beacon of `uuid`, `major` and `minor`.
  public init(uuid: UUID, major: UInt16, minor: UInt16) {
    self.uuid = uuid
    self.major = major
    self.minor = minor
  }
}

/// A beacon found by ranging.
open class CLBeacon: NSObject, @unchecked Sendable {
  open internal(set) var uuid = UUID()
  open internal(set) var major: NSNumber = 0
  open internal(set) var minor: NSNumber = 0
  open internal(set) var proximity = CLProximity.unknown
  /// How far the beacon may be, in meters; negative when unknown.
  open internal(set) var accuracy: CLLocationAccuracy = -1
  /// Its signal strength, in decibels.
  open internal(set) var rssi = 0
  open internal(set) var timestamp = Date()
}

/// A place the user stayed at.
open class CLVisit: NSObject, @unchecked Sendable {
  open internal(set) var arrivalDate = Date.distantPast
  open internal(set) var departureDate = Date.distantFuture
  open internal(set) var coordinate = CLLocationCoordinate2D()
  open internal(set) var horizontalAccuracy: CLLocationAccuracy = -1
}
