import Foundation

extension DependencyValues {
  /// The notification center features post to and observe. Live: `NotificationCenter.default`;
  /// in tests, a center of the test's own, so that a test's notifications reach only it.
  ///
  /// ```swift
  /// @Dependency(\.notificationCenter) var notificationCenter
  /// notificationCenter.post(name: .didSync, object: nil)
  /// ```
  public var notificationCenter: NotificationCenter {
    get { self[NotificationCenterKey.self] }
    set { self[NotificationCenterKey.self] = newValue }
  }

  private enum NotificationCenterKey: DependencyKey {
    static var liveValue: NotificationCenter { .default }
    static var testValue: NotificationCenter { NotificationCenter() }
  }
}
