import Foundation
import FoundationModelsStandIn
import GameKitStandIn
import NetworkStandIn
import StoreKitStandIn
import Testing
import UserNotificationsStandIn

/// The stand-ins for Apple frameworks behave as the frameworks do on a device that has none of
/// their capabilities, so that features take their fallbacks.
struct StandInTests {
  @Generable
  struct Ranking {
    @Guide(description: "Indices, most relevant first")
    var rankedIndices: [Int]
  }

  @Test
  func theSystemLanguageModelIsUnavailableAndASessionThrows() async throws {
    #expect(SystemLanguageModel.default.availability == .unavailable(.deviceNotEligible))
    #expect(!SystemLanguageModel.default.isAvailable)
    let session = LanguageModelSession {
      "You rank sessions."
      "Most relevant first."
    }
    await #expect(throws: LanguageModelSession.GenerationError.assetsUnavailable) {
      try await session.respond(to: "Rank these", generating: Ranking.self)
    }
    // A @Generable type is still an ordinary value.
    #expect(Ranking(rankedIndices: [2, 1]).rankedIndices == [2, 1])
  }

  @Test
  func purchasesAreNotAllowedAndAPaymentKeepsWhatTheAppSets() {
    #expect(!SKPaymentQueue.canMakePayments())
    #expect(SKPaymentQueue.default() === SKPaymentQueue.default())
    let payment = SKMutablePayment()
    payment.productIdentifier = "co.pointfree.isowords_testing.full_game"
    payment.quantity = 2
    SKPaymentQueue.default().add(payment)
    #expect(SKPaymentQueue.default().transactions.isEmpty)
    #expect(payment.productIdentifier == "co.pointfree.isowords_testing.full_game")
    #expect(payment.quantity == 2)
    #expect(SKPaymentTransactionState.restored.rawValue == 3)
  }

  @Test
  func notificationsAreKeptNotShownAndAuthorizationIsNotGranted() async throws {
    let center = UNUserNotificationCenter.current()
    #expect(try await !center.requestAuthorization(options: [.alert, .sound]))
    #expect(await center.notificationSettings().authorizationStatus == .notDetermined)
    let content = UNMutableNotificationContent()
    content.title = "Daily challenge"
    let request = UNNotificationRequest(
      identifier: "daily", content: content,
      trigger: UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: false))
    try await center.add(request)
    #expect(await center.pendingNotificationRequests().map(\.content.title) == ["Daily challenge"])
    center.removePendingNotificationRequests(withIdentifiers: ["daily"])
    #expect(await center.pendingNotificationRequests().isEmpty)
    #expect(UNAuthorizationOptions([.alert, .sound]).contains(.sound))
  }

  @Test
  func theLocalPlayerIsNotSignedInAndOutcomesHaveGameCentersValues() {
    #expect(!GKLocalPlayer.local.isAuthenticated)
    #expect(GKTurnBasedMatch.Outcome.first.rawValue == 6)
    #expect(GKTurnBasedMatch.Outcome.customRange.rawValue == 0x00FF_0000)
    #expect(GKTurnBasedParticipant.Status.done.rawValue == 5)
    #expect(GKAchievement(identifier: "streak").percentComplete == 0)
  }

  // Linux reaches the network as URLSession does: a monitor reports the path usable once.
  @Test
  func aPathMonitorReportsOneSatisfiedPathWhenStarted() async {
    let monitor = NWPathMonitor()
    let path = await withCheckedContinuation { continuation in
      monitor.pathUpdateHandler = { continuation.resume(returning: $0) }
      monitor.start(queue: DispatchQueue(label: "path"))
    }
    monitor.cancel()
    #expect(path.status == .satisfied && path.usesInterfaceType(.wifi))
    #expect(NWPath(status: .unsatisfied).status != path.status)
  }
}
