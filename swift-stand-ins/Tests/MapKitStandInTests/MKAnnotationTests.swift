import MapKitStandIn
import Testing

/// Annotations as features place them: a point annotation keeps what it is given, and an app's
/// own annotation gets no title unless it has one.
struct MKAnnotationTests {
  @Test
  func aPointAnnotationKeepsItsCoordinateAndTitles() {
    let annotation = MKPointAnnotation(
      coordinate: CLLocationCoordinate2D(latitude: 1, longitude: 2), title: "Cafe",
      subtitle: "Open")
    #expect(annotation.coordinate.latitude == 1)
    #expect(annotation.title == "Cafe")
    #expect(annotation.subtitle == "Open")
    annotation.title = "Closed cafe"
    annotation.coordinate = CLLocationCoordinate2D(latitude: 3, longitude: 4)
    #expect(annotation.title == "Closed cafe")
    #expect(annotation.coordinate.longitude == 4)
  }

  @Test
  func anEmptyPointAnnotationIsUntitledAtZero() {
    let annotation = MKPointAnnotation()
    #expect(annotation.coordinate.latitude == 0)
    #expect(annotation.title == nil)
    #expect(annotation.subtitle == nil)
  }

  @Test
  func anAnnotationWithoutTitlesHasNone() {
    let annotation: any MKAnnotation = Pin()
    #expect(annotation.coordinate.latitude == 5)
    #expect(annotation.title == nil)
    #expect(annotation.subtitle == nil)
  }
}

/// An app's own annotation, with only a coordinate.
private final class Pin: NSObject, MKAnnotation {
  let coordinate = CLLocationCoordinate2D(latitude: 5, longitude: 6)
}
