// MapKit's types as a ported app's features and clients name them.
// Nothing here draws a map, searches or routes: the live value that did is left out, and tests
// use the client's test value. Like Apple's framework, it brings CoreLocation and Foundation.
@_exported import CoreLocationStandIn

/// The extent of a region, in degrees.
public struct MKCoordinateSpan: Sendable {
  public var latitudeDelta: CLLocationDegrees
  public var longitudeDelta: CLLocationDegrees

  public init() { self.init(latitudeDelta: 0, longitudeDelta: 0) }

  public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
    self.latitudeDelta = latitudeDelta
    self.longitudeDelta = longitudeDelta
  }
}

/// A region of the map: a center and a span.
public struct MKCoordinateRegion: Sendable {
  public var center: CLLocationCoordinate2D
  public var span: MKCoordinateSpan

  public init() { self.init(center: CLLocationCoordinate2D(), span: MKCoordinateSpan()) }

  public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
    self.center = center
    self.span = span
  }

  /// A region of the given size around `center` (one degree of latitude is about 111 km).
  public init(
    center: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance,
    longitudinalMeters: CLLocationDistance
  ) {
    let metersPerDegree = 111_320.0
    let longitudeScale = max(cos(center.latitude * .pi / 180), 0.000_001)
    self.init(
      center: center,
      span: MKCoordinateSpan(
        latitudeDelta: latitudinalMeters / metersPerDegree,
        longitudeDelta: longitudinalMeters / (metersPerDegree * longitudeScale)))
  }
}

/// How a route is travelled.
public struct MKDirectionsTransportType: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let automobile = MKDirectionsTransportType(rawValue: 1 << 0)
  public static let walking = MKDirectionsTransportType(rawValue: 1 << 1)
  public static let transit = MKDirectionsTransportType(rawValue: 1 << 2)
  public static let cycling = MKDirectionsTransportType(rawValue: 1 << 3)
  public static let any = MKDirectionsTransportType(rawValue: 0x0FFF_FFFF)
}

/// A place on the map with its address.
open class MKPlacemark: NSObject, @unchecked Sendable {
  open var coordinate: CLLocationCoordinate2D
  open var name: String?
  open var title: String?

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

// swift-format-ignore: AlwaysUseLowerCamelCase
/// What `openInMaps(launchOptions:)` takes: the key of the directions mode.
public let MKLaunchOptionsDirectionsModeKey = "MKLaunchOptionsDirectionsMode"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// Directions by the user's default mode.
public let MKLaunchOptionsDirectionsModeDefault = "MKLaunchOptionsDirectionsModeDefault"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// Driving directions.
public let MKLaunchOptionsDirectionsModeDriving = "MKLaunchOptionsDirectionsModeDriving"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// Walking directions.
public let MKLaunchOptionsDirectionsModeWalking = "MKLaunchOptionsDirectionsModeWalking"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// Transit directions.
public let MKLaunchOptionsDirectionsModeTransit = "MKLaunchOptionsDirectionsModeTransit"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// Cycling directions.
public let MKLaunchOptionsDirectionsModeCycling = "MKLaunchOptionsDirectionsModeCycling"

/// A point of interest: a placemark and what is known of it.
open class MKMapItem: NSObject, @unchecked Sendable {
  open var placemark: MKPlacemark
  open var name: String?
  open var phoneNumber: String?
  open var url: URL?
  open var timeZone: TimeZone?
  open var isCurrentLocation: Bool

  public init(placemark: MKPlacemark) {
    self.placemark = placemark
    self.isCurrentLocation = false
  }

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

/// How the map follows the user's location.
public enum MKUserTrackingMode: Int, Sendable {
  case none, follow, followWithHeading
}

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
  public var title: String? { nil }
  public var subtitle: String? { nil }
}

/// An annotation at a coordinate, with a title and subtitle.
open class MKPointAnnotation: NSObject, MKAnnotation, @unchecked Sendable {
  open var coordinate = CLLocationCoordinate2D()
  open var title: String?
  open var subtitle: String?

  public override init() {}

  /// An annotation at `coordinate`.
  public init(coordinate: CLLocationCoordinate2D, title: String? = nil, subtitle: String? = nil) {
    self.coordinate = coordinate
    self.title = title
    self.subtitle = subtitle
  }
}

/// A circle on the map, as an overlay draws it.
open class MKCircle: NSObject, @unchecked Sendable {
  /// Its center.
  open private(set) var coordinate: CLLocationCoordinate2D
  /// Its radius, in meters.
  open private(set) var radius: CLLocationDistance

  /// The circle around `center` of `radius` meters.
  public init(center: CLLocationCoordinate2D, radius: CLLocationDistance) {
    coordinate = center
    self.radius = radius
  }
}

/// A line through coordinates on the map.
open class MKPolyline: NSObject, @unchecked Sendable {
  /// The line's coordinates.
  open var coordinates: [CLLocationCoordinate2D]
  /// The line's middle point, as MapKit reports it.
  open var coordinate: CLLocationCoordinate2D {
    coordinates.isEmpty ? CLLocationCoordinate2D() : coordinates[coordinates.count / 2]
  }
  open var pointCount: Int { coordinates.count }

  /// Copies the coordinates in `range` into `coords`.
  open func getCoordinates(
    _ coords: UnsafeMutablePointer<CLLocationCoordinate2D>, range: NSRange
  ) {
    let end = min(range.location + range.length, coordinates.count)
    guard range.location < end else { return }
    for (offset, index) in (range.location..<end).enumerated() {
      coords[offset] = coordinates[index]
    }
  }

  public init(coordinates: UnsafePointer<CLLocationCoordinate2D>, count: Int) {
    self.coordinates = Array(UnsafeBufferPointer(start: coordinates, count: count))
  }

  public override init() { coordinates = [] }
}

/// A route between two map items.
open class MKRoute: NSObject, @unchecked Sendable {
  open var polyline = MKPolyline()
  open var name: String = ""
  open var advisoryNotices: [String] = []
  open var distance: CLLocationDistance = 0
  open var expectedTravelTime: TimeInterval = 0
  open var transportType: MKDirectionsTransportType = .automobile

  public override init() {}
}

/// A street-level view around a place.
open class MKLookAroundScene: NSObject, @unchecked Sendable {
  public override init() {}
}

/// The kinds of result a local search returns.
public struct MKLocalSearchResultType: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let address = MKLocalSearchResultType(rawValue: 1 << 0)
  public static let pointOfInterest = MKLocalSearchResultType(rawValue: 1 << 1)
  public static let physicalFeature = MKLocalSearchResultType(rawValue: 1 << 2)
}

/// Where a map looks from (MapKit's SwiftUI camera).
public struct MapCamera: Equatable, Sendable {
  public var centerCoordinate: CLLocationCoordinate2D
  public var distance: Double
  public var heading: Double
  public var pitch: Double

  public init(
    centerCoordinate: CLLocationCoordinate2D, distance: Double, heading: Double = 0,
    pitch: Double = 0
  ) {
    self.centerCoordinate = centerCoordinate
    self.distance = distance
    self.heading = heading
    self.pitch = pitch
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.centerCoordinate.latitude == rhs.centerCoordinate.latitude
      && lhs.centerCoordinate.longitude == rhs.centerCoordinate.longitude
      && lhs.distance == rhs.distance && lhs.heading == rhs.heading && lhs.pitch == rhs.pitch
  }
}

/// What a SwiftUI map shows: chosen by the map, a region, an item, a camera or the user's
/// location.
public struct MapCameraPosition: Equatable, Sendable {
  public private(set) var region: MKCoordinateRegion?
  public private(set) var camera: MapCamera?
  public private(set) var item: MKMapItem?
  public private(set) var followsUserLocation = false
  public var positionedByUser = false
  private var isAutomatic = false

  public static let automatic = MapCameraPosition(isAutomatic: true)

  public static func region(_ region: MKCoordinateRegion) -> MapCameraPosition {
    MapCameraPosition(region: region)
  }

  public static func camera(_ camera: MapCamera) -> MapCameraPosition {
    MapCameraPosition(camera: camera)
  }

  public static func item(_ item: MKMapItem, allowsAutomaticPitch: Bool = false)
    -> MapCameraPosition
  {
    MapCameraPosition(item: item)
  }

  public static func userLocation(
    followsHeading: Bool = false, fallback: MapCameraPosition = .automatic
  ) -> MapCameraPosition {
    MapCameraPosition(followsUserLocation: true)
  }

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
