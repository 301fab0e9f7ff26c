import Foundation
import Testing
import UserNotificationsStandIn

/// The notification center keeps requests by identifier (replacing and removing them as Apple's
/// does) without showing any, and never grants authorization: the user has not answered.
struct UNUserNotificationCenterTests {
  final class Delegate: UNUserNotificationCenterDelegate {}

  func request(_ identifier: String, title: String = "") -> UNNotificationRequest {
    let content = UNMutableNotificationContent()
    content.title = title
    return UNNotificationRequest(identifier: identifier, content: content, trigger: nil)
  }

  @Test
  func authorizationIsNotGrantedAndStaysNotDetermined() async throws {
    let center = UNUserNotificationCenter.current()
    #expect(center === UNUserNotificationCenter.current())
    #expect(try await !center.requestAuthorization(options: [.alert, .sound, .badge]))
    #expect(try await !center.requestAuthorization())
    #expect(await center.notificationSettings().authorizationStatus == .notDetermined)
  }

  @Test
  func requestsAreKeptInTheOrderAdded() async throws {
    let center = UNUserNotificationCenter()
    try await center.add(request("daily", title: "Daily challenge"))
    try await center.add(request("weekly", title: "Weekly recap"))
    let pending = await center.pendingNotificationRequests()
    #expect(pending.map(\.identifier) == ["daily", "weekly"])
    #expect(pending.map(\.content.title) == ["Daily challenge", "Weekly recap"])
  }

  @Test
  func aRequestReplacesTheOneOfTheSameIdentifier() async throws {
    let center = UNUserNotificationCenter()
    try await center.add(request("daily", title: "Old"))
    try await center.add(request("weekly"))
    try await center.add(request("daily", title: "New"))
    let pending = await center.pendingNotificationRequests()
    #expect(pending.map(\.identifier) == ["weekly", "daily"])
    #expect(pending.last?.content.title == "New")
  }

  @Test
  func removingForgetsOnlyTheRequestsOfThoseIdentifiers() async throws {
    let center = UNUserNotificationCenter()
    for identifier in ["a", "b", "c"] { try await center.add(request(identifier)) }
    center.removePendingNotificationRequests(withIdentifiers: ["a", "c", "unknown"])
    #expect(await center.pendingNotificationRequests().map(\.identifier) == ["b"])
    center.removeDeliveredNotifications(withIdentifiers: ["b"])
    #expect(await center.pendingNotificationRequests().map(\.identifier) == ["b"])
  }

  @Test
  func theSharedCenterKeepsRequestsToo() async throws {
    let center = UNUserNotificationCenter.current()
    let identifier = "shared-\(UUID().uuidString)"
    try await center.add(request(identifier))
    #expect(await center.pendingNotificationRequests().contains { $0.identifier == identifier })
    center.removePendingNotificationRequests(withIdentifiers: [identifier])
    #expect(await !center.pendingNotificationRequests().contains { $0.identifier == identifier })
  }

  @Test
  func requestsAddedFromManyTasksAreAllKept() async throws {
    let center = UNUserNotificationCenter()
    try await withThrowingTaskGroup(of: Void.self) { group in
      for index in 0..<100 {
        group.addTask { try await center.add(request("\(index)")) }
      }
      try await group.waitForAll()
    }
    #expect(await Set(center.pendingNotificationRequests().map(\.identifier)).count == 100)
  }

  @Test
  func theDelegateIsHeldWeakly() {
    let center = UNUserNotificationCenter()
    #expect(center.delegate == nil)
    do {
      let delegate = Delegate()
      center.delegate = delegate
      #expect(center.delegate === delegate)
    }
    #expect(center.delegate == nil)
  }
}
