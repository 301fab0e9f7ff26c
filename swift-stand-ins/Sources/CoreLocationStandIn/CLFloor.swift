/// The floor of a building a location is on.
// Unchecked: open, as Apple's is, so the compiler cannot check subclasses; its level is set
// by CoreLocation only (here: never after init), so sharing one is safe.
open class CLFloor: NSObject, @unchecked Sendable {
  /// The floor's level: 0 for the ground floor.
  open internal(set) var level = 0
}
