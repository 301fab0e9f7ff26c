/// A heading's geomagnetic component, in microteslas.
public typealias CLHeadingComponentValue = Double

/// The direction the device points, relative to true and magnetic north.
// Unchecked: open, as Apple's is, so the compiler cannot check subclasses; its properties are set
// by CoreLocation only (here: never after init), so sharing one is safe.
open class CLHeading: NSObject, @unchecked Sendable {
  /// Degrees from magnetic north.
  open internal(set) var magneticHeading: CLLocationDirection = 0
  /// Degrees from true north; negative when unknown.
  open internal(set) var trueHeading: CLLocationDirection = -1
  /// How far the magnetic heading may be off, in degrees; negative when invalid.
  open internal(set) var headingAccuracy: CLLocationDirection = -1
  /// The geomagnetic field along the device's x-axis.
  open internal(set) var x: CLHeadingComponentValue = 0
  /// The geomagnetic field along the device's y-axis.
  open internal(set) var y: CLHeadingComponentValue = 0
  /// The geomagnetic field along the device's z-axis.
  open internal(set) var z: CLHeadingComponentValue = 0
  /// When the heading was measured.
  open internal(set) var timestamp = Date()
}
