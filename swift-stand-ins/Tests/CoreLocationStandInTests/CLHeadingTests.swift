import CoreLocationStandIn
import Testing

/// A heading as the app reads one: true north and accuracy unknown.
struct CLHeadingTests {
  @Test
  func aHeadingHasNoTrueNorthAndAnInvalidAccuracy() {
    let heading = CLHeading()
    #expect(heading.magneticHeading == 0)
    #expect(heading.trueHeading < 0)
    #expect(heading.headingAccuracy < 0)
    #expect(heading.x == 0)
    #expect(heading.y == 0)
    #expect(heading.z == 0)
  }
}
