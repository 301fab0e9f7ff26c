import Foundation

/// What the user allows of the app's notifications.
// Unchecked: an open subclass of `NSObject` cannot be checked Sendable; its one stored property
// is a `let` of a Sendable type.
open class UNNotificationSettings: NSObject, @unchecked Sendable {
  /// Whether the app may send notifications.
  public let authorizationStatus: UNAuthorizationStatus

  init(authorizationStatus: UNAuthorizationStatus) {
    self.authorizationStatus = authorizationStatus
  }
}
