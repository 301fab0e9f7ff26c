import MapKitStandIn
import Testing

/// Camera positions as features keep them in state: compared by what they show.
struct MapCameraPositionTests {
  private let warsaw = CLLocationCoordinate2D(latitude: 52.23, longitude: 21.01)

  @Test
  func regionsAreEqualByTheirCenterAndSpan() {
    let span = MKCoordinateSpan(latitudeDelta: 0.1, longitudeDelta: 0.1)
    let position = MapCameraPosition.region(MKCoordinateRegion(center: warsaw, span: span))
    #expect(position.region?.center.latitude == 52.23)
    #expect(position == .region(MKCoordinateRegion(center: warsaw, span: span)))
    #expect(position != .region(MKCoordinateRegion(center: CLLocationCoordinate2D(), span: span)))
    #expect(position != .automatic)
  }

  @Test
  func camerasAreEqualByEveryValue() {
    let camera = MapCamera(centerCoordinate: warsaw, distance: 1_000)
    #expect(camera.heading == 0)
    #expect(camera.pitch == 0)
    #expect(camera == MapCamera(centerCoordinate: warsaw, distance: 1_000, heading: 0, pitch: 0))
    #expect(camera != MapCamera(centerCoordinate: warsaw, distance: 1_000, heading: 90))
    #expect(MapCameraPosition.camera(camera) == .camera(camera))
    #expect(MapCameraPosition.camera(camera).camera?.distance == 1_000)
  }

  @Test
  func itemsAreEqualAsObjects() {
    let item = MKMapItem(placemark: MKPlacemark(coordinate: warsaw))
    #expect(MapCameraPosition.item(item) == .item(item, allowsAutomaticPitch: true))
    #expect(MapCameraPosition.item(item).item === item)
    #expect(
      MapCameraPosition.item(item) != .item(MKMapItem(placemark: MKPlacemark(coordinate: warsaw))))
  }

  @Test
  func followingTheUserIsItsOwnPosition() {
    let position = MapCameraPosition.userLocation(followsHeading: true, fallback: .automatic)
    #expect(position.followsUserLocation)
    #expect(position.region == nil)
    #expect(position == .userLocation())
    #expect(position != .automatic)
    #expect(!MapCameraPosition.automatic.followsUserLocation)
  }

  @Test
  func aPositionTheUserMovedToDiffers() {
    var moved = MapCameraPosition.automatic
    moved.positionedByUser = true
    #expect(moved.positionedByUser)
    #expect(moved != .automatic)
  }
}
