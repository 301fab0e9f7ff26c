/// Something marked on the map at a coordinate, with a title.
public protocol MKAnnotation: NSObjectProtocol {
  /// Where it is.
  var coordinate: CLLocationCoordinate2D { get }
  /// Its title.
  var title: String? { get }
  /// What is shown under its title.
  var subtitle: String? { get }
}

extension MKAnnotation {
  /// No title.
  public var title: String? { nil }
  /// No subtitle.
  public var subtitle: String? { nil }
}
