import Foundation
import Testing

@testable import UserNotificationsStandIn

/// A delivered notification, the user's answer and the settings keep what they are made with (on
/// Apple platforms the system makes them; here only this module can).
struct UNNotificationResponseTests {
  @Test
  func aResponseLeadsBackToTheRequestsContent() {
    let content = UNMutableNotificationContent()
    content.userInfo = ["puzzle": 42]
    let request = UNNotificationRequest(identifier: "daily", content: content, trigger: nil)
    let date = Date(timeIntervalSince1970: 1_000)
    let notification = UNNotification(date: date, request: request)
    let response = UNNotificationResponse(
      notification: notification,
      actionIdentifier: "com.apple.UNNotificationDefaultActionIdentifier")
    #expect(response.notification.date == date)
    #expect(response.notification.request.identifier == "daily")
    #expect(response.notification.request.content.userInfo["puzzle"] as? Int == 42)
    #expect(response.actionIdentifier == "com.apple.UNNotificationDefaultActionIdentifier")
  }

  @Test
  func settingsKeepTheirStatus() {
    #expect(UNNotificationSettings(authorizationStatus: .denied).authorizationStatus == .denied)
  }
}
