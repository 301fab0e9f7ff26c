import Foundation
import Testing
import UserNotificationsStandIn

/// A request keeps its identifier, content and trigger; without a trigger it is delivered at once.
struct UNNotificationRequestTests {
  @Test
  func aRequestKeepsWhatItIsMadeWith() {
    let content = UNMutableNotificationContent()
    let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: false)
    let request = UNNotificationRequest(identifier: "daily", content: content, trigger: trigger)
    #expect(request.identifier == "daily")
    #expect(request.content === content && request.trigger === trigger)
    let immediate = UNNotificationRequest(identifier: "now", content: content, trigger: nil)
    #expect(immediate.trigger == nil)
  }
}
