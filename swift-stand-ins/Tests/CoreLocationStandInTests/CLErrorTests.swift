import CoreLocationStandIn
import Testing

/// CoreLocation's errors as a client throws them and a feature matches them.
struct CLErrorTests {
  @Test
  func aThrownErrorIsCaughtWithItsCode() {
    func locate() throws -> Int { throw CLError(.denied) }
    #expect(throws: CLError(.denied)) { try locate() }
    do {
      _ = try locate()
    } catch let error as CLError {
      #expect(error.code == CLError.denied)
    } catch {
      Issue.record("Caught \(error), not a CLError")
    }
  }

  @Test
  func errorsAreEqualByCode() {
    #expect(CLError(.locationUnknown) == CLError(CLError.locationUnknown))
    #expect(CLError(.network) != CLError(.denied))
    #expect(Set([CLError(.network), CLError(.network)]).count == 1)
    var error = CLError(.network)
    error.code = .headingFailure
    #expect(error == CLError(.headingFailure))
  }

  @Test
  func codesHaveApplesRawValues() {
    #expect(CLError.Code.locationUnknown.rawValue == 0)
    #expect(CLError.Code.denied.rawValue == 1)
    #expect(CLError.Code.geocodeFoundNoResult.rawValue == 8)
    #expect(CLError.Code.rangingUnavailable.rawValue == 16)
    #expect(CLError.Code.historicalLocationError.rawValue == 19)
  }
}
