import Foundation

/// A delivered notification.
// Unchecked: an open subclass of `NSObject` cannot be checked Sendable; its stored properties
// are `let`s of types declared Sendable.
open class UNNotification: NSObject, @unchecked Sendable {
  /// When it was delivered.
  public let date: Date
  /// What was asked for.
  public let request: UNNotificationRequest

  init(date: Date, request: UNNotificationRequest) {
    self.date = date
    self.request = request
  }
}
