/// A point of interest: a placemark and what is known of it.
// Unchecked: open, as Apple's is, so the compiler cannot check subclasses. `MapCameraPosition`, a
// Sendable value, holds one; its properties are settable here, so, as with any shared reference,
// the app must not mutate one instance from two threads.
open class MKMapItem: NSObject, @unchecked Sendable {
  /// The place.
  open var placemark: MKPlacemark
  /// The place's name.
  open var name: String?
  /// The place's phone number.
  open var phoneNumber: String?
  /// The place's website.
  open var url: URL?
  /// The place's time zone.
  open var timeZone: TimeZone?
  /// Whether the item is the device's location.
  open var isCurrentLocation: Bool

  /// The item of `placemark`.
  public init(placemark: MKPlacemark) {
    self.placemark = placemark
    self.isCurrentLocation = false
  }

  /// The device's location, which is not known here: latitude and longitude 0.
  public override init() {
    self.placemark = MKPlacemark(coordinate: CLLocationCoordinate2D())
    self.isCurrentLocation = true
  }

  /// The device's location, as a map item.
  open class func forCurrentLocation() -> MKMapItem { MKMapItem() }

  /// Opens the item in Maps: there is no Maps here, so nothing opens.
  @discardableResult
  open func openInMaps(launchOptions: [String: Any]? = nil) -> Bool { false }
}
