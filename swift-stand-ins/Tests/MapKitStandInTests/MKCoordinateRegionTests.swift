import MapKitStandIn
import Testing

/// Map regions and spans are values a feature keeps in state and computes with.
struct MKCoordinateRegionTests {
  @Test
  func aRegionInMetersSpansTheDegreesThoseMetersCover() {
    let region = MKCoordinateRegion(
      center: CLLocationCoordinate2D(latitude: 0, longitude: 0), latitudinalMeters: 111_320,
      longitudinalMeters: 111_320)
    #expect(abs(region.span.latitudeDelta - 1) < 0.000_1)
    #expect(abs(region.span.longitudeDelta - 1) < 0.000_1)
  }

  @Test
  func aDegreeOfLongitudeShrinksTowardThePoles() {
    let center = CLLocationCoordinate2D(latitude: 60, longitude: 10)
    let region = MKCoordinateRegion(
      center: center, latitudinalMeters: 1_000, longitudinalMeters: 1_000)
    #expect(region.center.latitude == 60)
    #expect(region.center.longitude == 10)
    // At 60° a degree of longitude is half as long as at the equator.
    #expect(abs(region.span.longitudeDelta - 2 * region.span.latitudeDelta) < 0.000_001)
  }

  @Test
  func aRegionAtThePoleHasAFiniteSpan() {
    let region = MKCoordinateRegion(
      center: CLLocationCoordinate2D(latitude: 90, longitude: 0), latitudinalMeters: 1_000,
      longitudinalMeters: 1_000)
    #expect(region.span.longitudeDelta.isFinite)
  }

  @Test
  func theCenterAndSpanGivenAreKeptAndChangeable() {
    var region = MKCoordinateRegion(
      center: CLLocationCoordinate2D(latitude: 52.23, longitude: 21.01),
      span: MKCoordinateSpan(latitudeDelta: 0.05, longitudeDelta: 0.1))
    #expect(region.center.latitude == 52.23)
    #expect(region.span.latitudeDelta == 0.05)
    #expect(region.span.longitudeDelta == 0.1)
    region.span.latitudeDelta *= 2
    region.center = CLLocationCoordinate2D(latitude: 1, longitude: 2)
    #expect(region.span.latitudeDelta == 0.1)
    #expect(region.center.longitude == 2)
  }

  @Test
  func theDefaultRegionIsAPointAtZero() {
    let region = MKCoordinateRegion()
    #expect(region.center.latitude == 0)
    #expect(region.center.longitude == 0)
    #expect(region.span.latitudeDelta == 0)
    #expect(region.span.longitudeDelta == 0)
    let span = MKCoordinateSpan()
    #expect(span.latitudeDelta == 0)
    #expect(span.longitudeDelta == 0)
  }
}
