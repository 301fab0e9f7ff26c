import Foundation

/// The user's answer to a notification.
// Unchecked: an open subclass of `NSObject` cannot be checked Sendable; its stored properties
// are `let`s of types declared Sendable.
open class UNNotificationResponse: NSObject, @unchecked Sendable {
  /// The notification.
  public let notification: UNNotification
  /// The action chosen.
  public let actionIdentifier: String

  init(notification: UNNotification, actionIdentifier: String) {
    self.notification = notification
    self.actionIdentifier = actionIdentifier
  }
}
