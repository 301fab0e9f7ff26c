import Foundation

/// When a notification is delivered.
// Unchecked: an open subclass of `NSObject` cannot be checked Sendable; its one stored
// property is a `let` of a Sendable type.
open class UNNotificationTrigger: NSObject, @unchecked Sendable {
  /// Whether it is delivered again and again.
  public let repeats: Bool

  init(repeats: Bool) { self.repeats = repeats }
}

/// Delivers a notification after a time.
// Unchecked: restates its superclass's conformance; the state it adds is a Sendable `let`.
open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
  /// The time after which it is delivered.
  public let timeInterval: TimeInterval

  /// A trigger `timeInterval` seconds from now.
  public init(timeInterval: TimeInterval, repeats: Bool) {
    self.timeInterval = timeInterval
    super.init(repeats: repeats)
  }
}

/// Delivers a notification at a date.
// Unchecked: restates its superclass's conformance; the state it adds is a Sendable `let`.
open class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
  /// The date's components.
  public let dateComponents: DateComponents

  /// A trigger at the date `dateComponents` match.
  public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
    self.dateComponents = dateComponents
    super.init(repeats: repeats)
  }
}
