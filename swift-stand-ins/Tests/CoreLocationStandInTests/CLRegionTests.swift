import CoreLocationStandIn
import Testing

/// Regions as features make them to monitor, and compare them by identifier.
struct CLRegionTests {
  @Test
  func regionsAreEqualAndHashAlikeByIdentifier() {
    let home = CLRegion(identifier: "home")
    #expect(home == CLRegion(identifier: "home"))
    #expect(home.hash == CLRegion(identifier: "home").hash)
    #expect(home != CLRegion(identifier: "work"))
    #expect(!home.isEqual("home"))
    #expect(Set([home, CLRegion(identifier: "home")]).count == 1)
  }

  @Test
  func entryAndExitAreReportedUnlessTheAppSaysOtherwise() {
    let region = CLRegion(identifier: "gym")
    #expect(region.identifier == "gym")
    #expect(region.notifyOnEntry)
    #expect(region.notifyOnExit)
    region.notifyOnEntry = false
    region.notifyOnExit = false
    #expect(!region.notifyOnEntry)
    #expect(!region.notifyOnExit)
  }

  @Test
  func aCircleContainsWhatIsWithinItsRadiusOfItsCenter() {
    let center = CLLocationCoordinate2D(latitude: 0, longitude: 0)
    let circle = CLCircularRegion(center: center, radius: 150, identifier: "square")
    #expect(circle.center.latitude == 0)
    #expect(circle.radius == 150)
    #expect(circle.identifier == "square")
    #expect(circle.contains(center))
    // A thousandth of a degree of longitude at the equator is 111 m.
    #expect(circle.contains(CLLocationCoordinate2D(latitude: 0, longitude: 0.001)))
    #expect(!circle.contains(CLLocationCoordinate2D(latitude: 0, longitude: 0.002)))
  }

  @Test
  func aCircleEqualsARegionOfItsIdentifier() {
    let circle = CLCircularRegion(
      center: CLLocationCoordinate2D(latitude: 10, longitude: 10), radius: 1, identifier: "x")
    #expect(circle == CLRegion(identifier: "x"))
  }
}
