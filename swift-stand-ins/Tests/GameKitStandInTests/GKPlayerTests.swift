import GameKitStandIn
import Testing

/// The players a Game Center client reads: nobody is signed in on Linux.
struct GKPlayerTests {
  @Test
  func theLocalPlayerIsNotSignedIn() {
    let player = GKLocalPlayer.local
    #expect(!player.isAuthenticated)
    #expect(!player.isMultiplayerGamingRestricted)
    #expect(!player.isUnderage)
    #expect(player.alias.isEmpty)
    #expect(player.displayName.isEmpty)
    #expect(player.gamePlayerID.isEmpty)
    #expect(player.teamPlayerID.isEmpty)
  }

  @Test
  func theLocalPlayerIsOnePlayerWhereverItIsRead() async {
    let local = GKLocalPlayer.local
    let sameEverywhere = await withTaskGroup(of: Bool.self) { group in
      for _ in 0..<8 { group.addTask { GKLocalPlayer.local === local } }
      return await group.allSatisfy { $0 }
    }
    #expect(sameEverywhere)
    #expect(GKLocalPlayer() !== local)
  }

  @Test
  func aPlayerIsNobodyGameCenterKnows() {
    let player = GKPlayer()
    #expect(player.alias.isEmpty)
    #expect(player.displayName.isEmpty)
    #expect(player.gamePlayerID.isEmpty)
    #expect(player.teamPlayerID.isEmpty)
  }
}
