/// A place the user stayed at.
// Unchecked: open, as Apple's is, so the compiler cannot check subclasses; its properties are set
// by CoreLocation only (here: never after init), so sharing one is safe.
open class CLVisit: NSObject, @unchecked Sendable {
  /// When the user arrived: the distant past when not known.
  open internal(set) var arrivalDate = Date.distantPast
  /// When the user left: the distant future while they stay.
  open internal(set) var departureDate = Date.distantFuture
  /// Where the place is.
  open internal(set) var coordinate = CLLocationCoordinate2D()
  /// How far the coordinate may be off, in meters; negative when invalid.
  open internal(set) var horizontalAccuracy: CLLocationAccuracy = -1
}
