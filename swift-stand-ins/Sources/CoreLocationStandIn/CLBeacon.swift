/// A beacon found by ranging.
// Unchecked: open, as Apple's is, so the compiler cannot check subclasses; its properties are set
// by CoreLocation only (here: never after init), so sharing one is safe.
open class CLBeacon: NSObject, @unchecked Sendable {
  /// The beacon's UUID.
  open internal(set) var uuid = UUID()
  /// The beacon's major value.
  open internal(set) var major: NSNumber = 0
  /// The beacon's minor value.
  open internal(set) var minor: NSNumber = 0
  /// How near it is.
  open internal(set) var proximity = CLProximity.unknown
  /// How far the beacon may be, in meters; negative when unknown.
  open internal(set) var accuracy: CLLocationAccuracy = -1
  /// Its signal strength, in decibels.
  open internal(set) var rssi = 0
  /// When it was last seen.
  open internal(set) var timestamp = Date()
}
