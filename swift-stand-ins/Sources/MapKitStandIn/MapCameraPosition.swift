/// What a SwiftUI map shows: chosen by the map, a region, an item, a camera or the user's
/// location.
public struct MapCameraPosition: Equatable, Sendable {
  /// The region shown, when the position is a region.
  public private(set) var region: MKCoordinateRegion?
  /// The camera, when the position is a camera.
  public private(set) var camera: MapCamera?
  /// The item shown, when the position is an item.
  public private(set) var item: MKMapItem?
  /// Whether the map follows the user's location.
  public private(set) var followsUserLocation = false
  /// Whether the user moved the map to this position.
  public var positionedByUser = false
  private var isAutomatic = false

  /// The position the map chooses to show its content.
  public static let automatic = MapCameraPosition(isAutomatic: true)

  /// The position showing `region`.
  public static func region(_ region: MKCoordinateRegion) -> MapCameraPosition {
    MapCameraPosition(region: region)
  }

  /// The position of `camera`.
  public static func camera(_ camera: MapCamera) -> MapCameraPosition {
    MapCameraPosition(camera: camera)
  }

  /// The position showing `item`.
  public static func item(_ item: MKMapItem, allowsAutomaticPitch: Bool = false)
    -> MapCameraPosition
  {
    MapCameraPosition(item: item)
  }

  /// The position following the user's location (which is never known here).
  public static func userLocation(
    followsHeading: Bool = false, fallback: MapCameraPosition = .automatic
  ) -> MapCameraPosition {
    MapCameraPosition(followsUserLocation: true)
  }

  /// Whether two positions show the same thing (items compared as objects) and were set alike.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    func same(_ lhs: MKCoordinateRegion?, _ rhs: MKCoordinateRegion?) -> Bool {
      guard let lhs, let rhs else { return lhs == nil && rhs == nil }
      return lhs.center.latitude == rhs.center.latitude
        && lhs.center.longitude == rhs.center.longitude
        && lhs.span.latitudeDelta == rhs.span.latitudeDelta
        && lhs.span.longitudeDelta == rhs.span.longitudeDelta
    }
    return same(lhs.region, rhs.region) && lhs.camera == rhs.camera && lhs.item == rhs.item
      && lhs.followsUserLocation == rhs.followsUserLocation
      && lhs.positionedByUser == rhs.positionedByUser && lhs.isAutomatic == rhs.isAutomatic
  }
}
