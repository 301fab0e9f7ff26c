import Foundation
import Testing
import UserNotificationsStandIn

/// Triggers keep when they fire and whether they repeat, as a feature reads them back from the
/// pending requests.
struct UNNotificationTriggerTests {
  @Test
  func aTimeIntervalTriggerKeepsItsIntervalAndRepeats() {
    let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 3600, repeats: true)
    #expect(trigger.timeInterval == 3600 && trigger.repeats)
    let once = UNTimeIntervalNotificationTrigger(timeInterval: 5, repeats: false)
    #expect(!once.repeats)
  }

  @Test
  func aCalendarTriggerKeepsItsDateComponents() {
    let components = DateComponents(hour: 9, minute: 30)
    let trigger = UNCalendarNotificationTrigger(dateMatching: components, repeats: true)
    #expect(trigger.dateComponents == components && trigger.repeats)
  }

  @Test
  func aFeatureCanTellTheTriggersApart() {
    let triggers: [UNNotificationTrigger] = [
      UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: false),
      UNCalendarNotificationTrigger(dateMatching: DateComponents(day: 1), repeats: false),
    ]
    #expect(triggers[0] is UNTimeIntervalNotificationTrigger)
    #expect((triggers[1] as? UNCalendarNotificationTrigger)?.dateComponents.day == 1)
  }
}
