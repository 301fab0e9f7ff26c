import Foundation

/// A notification to deliver.
// Unchecked: an open subclass of `NSObject` cannot be checked Sendable; its stored properties
// are `let`s of types declared Sendable.
open class UNNotificationRequest: NSObject, @unchecked Sendable {
  /// Its identifier, which replaces an earlier request of the same one.
  public let identifier: String
  /// What it says.
  public let content: UNNotificationContent
  /// When it is delivered: at once when nil.
  public let trigger: UNNotificationTrigger?

  /// A request of `content` under `identifier`, delivered on `trigger`.
  public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
    self.identifier = identifier
    self.content = content
    self.trigger = trigger
  }
}
