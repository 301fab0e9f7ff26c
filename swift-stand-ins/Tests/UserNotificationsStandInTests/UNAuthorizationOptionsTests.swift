import Testing
import UserNotificationsStandIn

/// Authorization options and statuses have Apple's raw values, which apps store and compare.
struct UNAuthorizationOptionsTests {
  @Test
  func optionsHaveApplesBits() {
    let options: [UNAuthorizationOptions] = [
      .badge, .sound, .alert, .carPlay, .criticalAlert, .providesAppNotificationSettings,
      .provisional,
    ]
    #expect(options.map(\.rawValue) == [1, 2, 4, 8, 16, 32, 64])
    let requested: UNAuthorizationOptions = [.alert, .sound]
    #expect(requested.contains(.sound) && !requested.contains(.badge))
    #expect(requested.rawValue == 6)
  }

  @Test
  func statusesHaveApplesRawValues() {
    let statuses: [UNAuthorizationStatus] = [
      .notDetermined, .denied, .authorized, .provisional, .ephemeral,
    ]
    #expect(statuses.map(\.rawValue) == [0, 1, 2, 3, 4])
    #expect(UNAuthorizationStatus(rawValue: 2) == .authorized)
  }
}
