import Foundation
import Testing
import UserNotificationsStandIn

/// Notification content starts empty and keeps what the app sets on it.
struct UNNotificationContentTests {
  @Test
  func contentStartsEmpty() {
    let content = UNNotificationContent()
    #expect(content.title.isEmpty && content.subtitle.isEmpty && content.body.isEmpty)
    #expect(content.badge == nil && content.userInfo.isEmpty)
    #expect(content.threadIdentifier.isEmpty && content.categoryIdentifier.isEmpty)
  }

  @Test
  func mutableContentKeepsWhatTheAppSets() async {
    let content = UNMutableNotificationContent()
    content.title = "Daily challenge"
    content.subtitle = "Ends soon"
    content.body = "Play today's puzzle"
    content.badge = NSNumber(value: 3)
    content.userInfo = ["puzzle": 42]
    content.threadIdentifier = "daily"
    content.categoryIdentifier = "challenge"
    let title = await Task.detached { content.title }.value
    #expect(title == "Daily challenge")
    #expect(content.subtitle == "Ends soon" && content.body == "Play today's puzzle")
    #expect(content.badge?.intValue == 3 && content.userInfo["puzzle"] as? Int == 42)
    #expect(content.threadIdentifier == "daily" && content.categoryIdentifier == "challenge")
  }
}
