import MapKitStandIn
import Testing

/// MapKit's option sets and modes keep Apple's values, which features store and combine.
struct MapKitOptionsTests {
  @Test
  func searchResultTypesCombine() {
    let types: MKLocalSearchResultType = [.address, .pointOfInterest]
    #expect(types.rawValue == 3)
    #expect(types.contains(.pointOfInterest))
    #expect(!types.contains(.physicalFeature))
    #expect(MKLocalSearchResultType(rawValue: 4) == .physicalFeature)
  }

  @Test
  func trackingModesHaveApplesRawValues() {
    #expect(MKUserTrackingMode(rawValue: 0) == MKUserTrackingMode.none)
    #expect(MKUserTrackingMode.follow.rawValue == 1)
    #expect(MKUserTrackingMode.followWithHeading.rawValue == 2)
  }
}
