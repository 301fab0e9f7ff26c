/// Where a map looks from (MapKit's SwiftUI camera).
public struct MapCamera: Equatable, Sendable {
  /// The point the camera looks at.
  public var centerCoordinate: CLLocationCoordinate2D
  /// How far the camera is from that point, in meters.
  public var distance: Double
  /// The camera's heading, in degrees from true north.
  public var heading: Double
  /// The camera's tilt from looking straight down, in degrees.
  public var pitch: Double

  /// A camera `distance` meters from `centerCoordinate`, looking north and straight down unless
  /// `heading` and `pitch` say otherwise.
  public init(
    centerCoordinate: CLLocationCoordinate2D, distance: Double, heading: Double = 0,
    pitch: Double = 0
  ) {
    self.centerCoordinate = centerCoordinate
    self.distance = distance
    self.heading = heading
    self.pitch = pitch
  }

  /// Whether two cameras look at the same point from the same distance, heading and pitch.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.centerCoordinate.latitude == rhs.centerCoordinate.latitude
      && lhs.centerCoordinate.longitude == rhs.centerCoordinate.longitude
      && lhs.distance == rhs.distance && lhs.heading == rhs.heading && lhs.pitch == rhs.pitch
  }
}
