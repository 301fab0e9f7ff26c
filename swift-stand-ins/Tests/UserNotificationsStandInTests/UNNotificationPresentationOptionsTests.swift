import Testing
import UserNotificationsStandIn

/// Presentation options have Apple's bits, which a delegate's completion returns.
struct UNNotificationPresentationOptionsTests {
  @Test
  func optionsHaveApplesBits() {
    let options: [UNNotificationPresentationOptions] = [.badge, .sound, .alert, .list, .banner]
    #expect(options.map(\.rawValue) == [1, 2, 4, 8, 16])
    let shown: UNNotificationPresentationOptions = [.banner, .list, .sound]
    #expect(shown.rawValue == 26 && shown.contains(.list) && !shown.contains(.alert))
  }
}
