import Foundation
import GameKitStandIn
import Testing

/// Turn-based matches, participants and exchanges as a client converts them into its own values.
struct GKTurnBasedMatchTests {
  @Test
  func aNewMatchIsEmptyAndOfUnknownStatus() {
    let before = Date()
    let match = GKTurnBasedMatch()
    #expect((before...Date()).contains(match.creationDate))
    #expect(match.currentParticipant == nil)
    #expect(match.matchData == nil)
    #expect(match.matchID.isEmpty)
    #expect(match.message == nil)
    #expect(match.participants.isEmpty)
    #expect(match.status == .unknown)
    #expect(match.exchanges == nil)
  }

  @Test
  func theMessageTheAppSetsReadsBack() {
    let match = GKTurnBasedMatch()
    match.message = "Your move"
    #expect(match.message == "Your move")
  }

  @Test
  func aParticipantHasNoPlayerAndTheOutcomeTheAppSets() {
    let participant = GKTurnBasedParticipant()
    #expect(participant.player == nil)
    #expect(participant.status == .unknown)
    #expect(participant.lastTurnDate == nil)
    #expect(participant.timeoutDate == nil)
    #expect(participant.matchOutcome == .none)
    participant.matchOutcome = .won
    #expect(participant.matchOutcome == .won)
  }

  @Test
  func exchangesAndRepliesComeFromNobody() {
    let exchange = GKTurnBasedExchange()
    #expect(exchange.exchangeID.isEmpty)
    #expect(exchange.sender == nil)
    #expect(exchange.recipients.isEmpty)
    #expect(exchange.data == nil)
    #expect(exchange.message == nil)
    let reply = GKTurnBasedExchangeReply()
    #expect(reply.recipient == nil)
    #expect(reply.data == nil)
    #expect(reply.message == nil)
  }

  @Test
  func statusesAndOutcomesHaveGameCentersValues() {
    #expect(GKTurnBasedMatch.Status.matching.rawValue == 3)
    #expect(GKTurnBasedMatch.Outcome.timeExpired.rawValue == 5)
    #expect(GKTurnBasedMatch.Outcome.first.rawValue == 6)
    #expect(GKTurnBasedMatch.Outcome.fourth.rawValue == 9)
    #expect(GKTurnBasedMatch.Outcome.customRange.rawValue == 0x00FF_0000)
    #expect(GKTurnBasedParticipant.Status.active.rawValue == 4)
    #expect(GKTurnBasedParticipant.Status.done.rawValue == 5)
  }
}
