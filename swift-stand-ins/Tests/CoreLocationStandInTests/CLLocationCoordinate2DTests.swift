import CoreLocationStandIn
import Testing

/// Coordinates as features check them before showing or storing a place.
struct CLLocationCoordinate2DTests {
  @Test
  func aCoordinateIsValidOnlyOnTheEarth() {
    #expect(CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: 52.23, longitude: 21)))
    #expect(CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: 90, longitude: 180)))
    #expect(CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: -90, longitude: -180)))
    #expect(!CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: 90.1, longitude: 0)))
    #expect(!CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: 0, longitude: -181)))
    #expect(!CLLocationCoordinate2DIsValid(kCLLocationCoordinate2DInvalid))
  }

  @Test
  func makingACoordinateKeepsItsLatitudeAndLongitude() {
    let coordinate = CLLocationCoordinate2DMake(48.8566, 2.3522)
    #expect(coordinate.latitude == 48.8566)
    #expect(coordinate.longitude == 2.3522)
    var moved = coordinate
    moved.latitude = -33.87
    moved.longitude = 151.21
    #expect(moved.latitude == -33.87)
    #expect(moved.longitude == 151.21)
    #expect(coordinate.latitude == 48.8566)
  }

  @Test
  func theDefaultCoordinateIsWhereTheEquatorMeetsThePrimeMeridian() {
    let coordinate = CLLocationCoordinate2D()
    #expect(coordinate.latitude == 0)
    #expect(coordinate.longitude == 0)
    #expect(CLLocationCoordinate2DIsValid(coordinate))
  }
}
