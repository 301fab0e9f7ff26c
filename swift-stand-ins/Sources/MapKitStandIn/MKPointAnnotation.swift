/// An annotation at a coordinate, with a title and subtitle.
// Unchecked: open, as Apple's is, so the compiler cannot check subclasses. Features keep
// annotations in Sendable state; its properties are settable here, so, as with any shared
// reference, the app must not mutate one instance from two threads.
open class MKPointAnnotation: NSObject, MKAnnotation, @unchecked Sendable {
  /// Where it is.
  open var coordinate = CLLocationCoordinate2D()
  /// Its title.
  open var title: String?
  /// What is shown under its title.
  open var subtitle: String?

  /// An annotation at latitude and longitude 0, with no title.
  public override init() {}

  /// An annotation at `coordinate`.
  public init(coordinate: CLLocationCoordinate2D, title: String? = nil, subtitle: String? = nil) {
    self.coordinate = coordinate
    self.title = title
    self.subtitle = subtitle
  }
}
