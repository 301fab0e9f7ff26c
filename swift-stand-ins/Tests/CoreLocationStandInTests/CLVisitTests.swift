import CoreLocationStandIn
import Foundation
import Testing

/// A visit as the app reads one: arrival and departure unknown.
struct CLVisitTests {
  @Test
  func aVisitHasUnknownDatesAndAnInvalidAccuracy() {
    let visit = CLVisit()
    #expect(visit.arrivalDate == .distantPast)
    #expect(visit.departureDate == .distantFuture)
    #expect(visit.coordinate.latitude == 0)
    #expect(visit.coordinate.longitude == 0)
    #expect(visit.horizontalAccuracy < 0)
  }
}
