import GameKitStandIn
import Testing

/// Challenges and invitations, what one player sends another: from and to nobody here.
struct GKChallengeTests {
  @Test
  func aChallengeIsBetweenNobody() {
    let challenge = GKChallenge()
    #expect(challenge.issuingPlayer == nil)
    #expect(challenge.receivingPlayer == nil)
    #expect(challenge.message == nil)
  }

  @Test
  func anInvitationIsFromAPlayerGameCenterDoesNotKnow() {
    let invite = GKInvite()
    #expect(invite.sender.alias.isEmpty)
    #expect(invite.sender.gamePlayerID.isEmpty)
  }
}
