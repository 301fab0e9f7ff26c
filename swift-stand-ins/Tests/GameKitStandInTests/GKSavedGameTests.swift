import GameKitStandIn
import Testing

/// Saved games as a client lists them: nothing is known of one here.
struct GKSavedGameTests {
  @Test
  func aSavedGameHasNoNameDeviceOrDate() {
    let save = GKSavedGame()
    #expect(save.name == nil)
    #expect(save.deviceName == nil)
    #expect(save.modificationDate == nil)
  }
}
