import CoreLocationStandIn
import Testing

/// CoreLocation's constants keep Apple's values, which features compare with and persist.
struct LocationValuesTests {
  @Test
  func accuraciesAndFiltersHaveApplesValues() {
    #expect(kCLLocationAccuracyBest == -1)
    #expect(kCLLocationAccuracyNearestTenMeters == 10)
    #expect(kCLLocationAccuracyHundredMeters == 100)
    #expect(kCLLocationAccuracyKilometer == 1000)
    #expect(kCLDistanceFilterNone == -1)
    #expect(CLLocationDistanceMax == .greatestFiniteMagnitude)
  }

  @Test
  func enumerationsHaveApplesRawValues() {
    #expect(CLAuthorizationStatus.notDetermined.rawValue == 0)
    #expect(CLAuthorizationStatus.denied.rawValue == 2)
    #expect(CLAuthorizationStatus.authorizedWhenInUse.rawValue == 4)
    #expect(CLAuthorizationStatus.authorized == .authorizedAlways)
    #expect(CLAccuracyAuthorization.reducedAccuracy.rawValue == 1)
    #expect(CLActivityType.other.rawValue == 1)
    #expect(CLActivityType.airborne.rawValue == 5)
    #expect(CLDeviceOrientation.faceDown.rawValue == 6)
    #expect(CLRegionState.outside.rawValue == 2)
    #expect(CLProximity.far.rawValue == 3)
  }
}
