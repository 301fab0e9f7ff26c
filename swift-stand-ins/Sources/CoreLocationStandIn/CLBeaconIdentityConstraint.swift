/// The beacons to range: a UUID, and the major and minor values if given.
// Unchecked: open, as Apple's is, so the compiler cannot check subclasses; its own properties are
// `let`s of Sendable types.
open class CLBeaconIdentityConstraint: NSObject, @unchecked Sendable {
  /// The beacons' UUID.
  public let uuid: UUID
  /// The beacons' major value, if given.
  public let major: UInt16?
  /// The beacon's minor value, if given.
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
