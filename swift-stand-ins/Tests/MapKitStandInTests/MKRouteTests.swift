import MapKitStandIn
import Testing

/// Routes, circles and look-around scenes as a directions client builds them from its results.
struct MKRouteTests {
  @Test
  func aNewRouteIsEmptyAndByCar() {
    let route = MKRoute()
    #expect(route.polyline.pointCount == 0)
    #expect(route.name.isEmpty)
    #expect(route.advisoryNotices.isEmpty)
    #expect(route.distance == 0)
    #expect(route.expectedTravelTime == 0)
    #expect(route.transportType == .automobile)
  }

  @Test
  func aRouteKeepsWhatTheClientSets() {
    let route = MKRoute()
    route.name = "A2"
    route.advisoryNotices = ["Tolls"]
    route.distance = 12_500
    route.expectedTravelTime = 900
    route.transportType = .walking
    #expect(route.name == "A2")
    #expect(route.advisoryNotices == ["Tolls"])
    #expect(route.distance == 12_500)
    #expect(route.expectedTravelTime == 900)
    #expect(route.transportType == .walking)
  }

  @Test
  func transportTypesCombineAndAnyContainsThemAll() {
    let types: MKDirectionsTransportType = [.walking, .transit]
    #expect(types.contains(.walking))
    #expect(!types.contains(.automobile))
    #expect(
      MKDirectionsTransportType.any.isSuperset(of: [.automobile, .walking, .transit, .cycling]))
    #expect(MKDirectionsTransportType.cycling.rawValue == 8)
  }

  @Test
  func aCircleKeepsItsCenterAndRadius() {
    let circle = MKCircle(center: CLLocationCoordinate2D(latitude: 1, longitude: 2), radius: 300)
    #expect(circle.coordinate.latitude == 1)
    #expect(circle.coordinate.longitude == 2)
    #expect(circle.radius == 300)
  }

  @Test
  func aLookAroundSceneIsAnObjectOfItsOwn() {
    let scene = MKLookAroundScene()
    #expect(scene == scene)
    #expect(scene != MKLookAroundScene())
  }
}
