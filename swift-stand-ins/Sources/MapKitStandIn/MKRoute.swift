/// A route between two map items.
// Unchecked: open, as Apple's is, so the compiler cannot check subclasses. Routes come back from
// the directions client into features' state; its properties are settable here, so, as with any
// shared reference, the app must not mutate one instance from two threads.
open class MKRoute: NSObject, @unchecked Sendable {
  /// The route's path.
  open var polyline = MKPolyline()
  /// The route's name, from its main roads.
  open var name: String = ""
  /// What the traveller should know: tolls, closures.
  open var advisoryNotices: [String] = []
  /// The route's length, in meters.
  open var distance: CLLocationDistance = 0
  /// How long the route takes, in seconds.
  open var expectedTravelTime: TimeInterval = 0
  /// How the route is travelled.
  open var transportType: MKDirectionsTransportType = .automobile

  /// An empty route, by car.
  public override init() {}
}
