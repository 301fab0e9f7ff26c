/// A place on the map with its address.
// Unchecked: open, as Apple's is, so the compiler cannot check subclasses. `MKMapItem`, which
// holds one, goes into Sendable values; its properties are settable here, so, as with any shared
// reference, the app must not mutate one instance from two threads.
open class MKPlacemark: NSObject, @unchecked Sendable {
  /// Where the place is.
  open var coordinate: CLLocationCoordinate2D
  /// The place's name.
  open var name: String?
  /// The title an annotation of it shows.
  open var title: String?

  /// A placemark at `coordinate`, with no name.
  public init(coordinate: CLLocationCoordinate2D) {
    self.coordinate = coordinate
  }

  /// A placemark at `coordinate` with the address `addressDictionary` (its keys are Contacts'
  /// postal-address keys; not read here).
  public convenience init(
    coordinate: CLLocationCoordinate2D, addressDictionary: [String: Any]?
  ) {
    self.init(coordinate: coordinate)
  }
}
