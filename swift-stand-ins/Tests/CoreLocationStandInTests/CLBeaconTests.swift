import CoreLocationStandIn
import Foundation
import Testing

/// Beacon constraints as features make them to range, and beacons as ranging would report them.
struct CLBeaconTests {
  private let uuid = UUID(uuidString: "E2C56DB5-DFFB-48D2-B060-D0F5A71096E0")!

  @Test
  func aConstraintKeepsTheValuesItWasGiven() {
    let any = CLBeaconIdentityConstraint(uuid: uuid)
    #expect(any.uuid == uuid)
    #expect(any.major == nil)
    #expect(any.minor == nil)
    let floor = CLBeaconIdentityConstraint(uuid: uuid, major: 3)
    #expect(floor.major == 3)
    #expect(floor.minor == nil)
    let one = CLBeaconIdentityConstraint(uuid: uuid, major: 3, minor: 7)
    #expect(one.major == 3)
    #expect(one.minor == 7)
  }

  @Test
  func aBeaconIsOfUnknownProximityAndAccuracy() {
    let beacon = CLBeacon()
    #expect(beacon.proximity == .unknown)
    #expect(beacon.accuracy == -1)
    #expect(beacon.major == 0)
    #expect(beacon.minor == 0)
    #expect(beacon.rssi == 0)
  }
}
