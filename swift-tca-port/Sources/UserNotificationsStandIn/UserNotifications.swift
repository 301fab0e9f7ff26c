// UserNotifications' types, as a ported app's notification client and features name them. Nothing
// here schedules or delivers a notification: the live value that did is left out, tests use the
// client's test value, and the notification center keeps what it is given without showing it.
// Like Apple's framework, it brings Foundation.
@_exported import Foundation

/// What the app may do to get the user's attention.
public struct UNAuthorizationOptions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let badge = Self(rawValue: 1 << 0)
  public static let sound = Self(rawValue: 1 << 1)
  public static let alert = Self(rawValue: 1 << 2)
  public static let carPlay = Self(rawValue: 1 << 3)
  public static let criticalAlert = Self(rawValue: 1 << 4)
  public static let providesAppNotificationSettings = Self(rawValue: 1 << 5)
  public static let provisional = Self(rawValue: 1 << 6)
}

/// Whether the user let the app send notifications.
public enum UNAuthorizationStatus: Int, Sendable {
  case notDetermined, denied, authorized, provisional, ephemeral
}

/// How a notification that arrives while the app is in front is shown.
public struct UNNotificationPresentationOptions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let badge = Self(rawValue: 1 << 0)
  public static let sound = Self(rawValue: 1 << 1)
  public static let alert = Self(rawValue: 1 << 2)
  public static let list = Self(rawValue: 1 << 3)
  public static let banner = Self(rawValue: 1 << 4)
}

/// What a notification says. Its properties are settable here, where Apple's are only on
/// ``UNMutableNotificationContent``: code written for Apple's compiles either way.
open class UNNotificationContent: NSObject, @unchecked Sendable {
  /// Its title.
  open var title = ""
  /// Its subtitle.
  open var subtitle = ""
  /// Its message.
  open var body = ""
  /// The number on the app's icon.
  open var badge: NSNumber?
  /// The data that comes with it.
  open var userInfo: [AnyHashable: Any] = [:]
  /// The identifier of the thread it belongs to.
  open var threadIdentifier = ""
  /// The identifier of its category of actions.
  open var categoryIdentifier = ""

  public override init() {}
}

/// What a notification says, set by the app.
open class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {}

/// When a notification is delivered.
open class UNNotificationTrigger: NSObject, @unchecked Sendable {
  /// Whether it is delivered again and again.
  public let repeats: Bool

  init(repeats: Bool) { self.repeats = repeats }
}

/// Delivers a notification after a time.
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
open class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
  /// The date's components.
  public let dateComponents: DateComponents

  /// A trigger at the date `dateComponents` match.
  public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
    self.dateComponents = dateComponents
    super.init(repeats: repeats)
  }
}

/// A notification to deliver.
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

/// A delivered notification.
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

/// The user's answer to a notification.
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

/// What the user allows of the app's notifications.
open class UNNotificationSettings: NSObject, @unchecked Sendable {
  /// Whether the app may send notifications.
  public let authorizationStatus: UNAuthorizationStatus

  init(authorizationStatus: UNAuthorizationStatus) {
    self.authorizationStatus = authorizationStatus
  }
}

/// Told of notifications arriving and of the user's answers.
public protocol UNUserNotificationCenterDelegate: AnyObject {}

/// The app's notifications. Here none is shown: requests are kept, authorization is not
/// determined and never granted, as on a device whose user has not answered.
open class UNUserNotificationCenter: NSObject, @unchecked Sendable {
  private static let shared = UNUserNotificationCenter()
  private let lock = NSLock()
  private var requests: [UNNotificationRequest] = []

  /// The app's notification center.
  open class func current() -> UNUserNotificationCenter { shared }

  /// Told of notifications and answers.
  open weak var delegate: (any UNUserNotificationCenterDelegate)?

  /// Asks the user to allow `options`: not granted here.
  open func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool {
    false
  }

  /// What the user allows: not determined.
  open func notificationSettings() async -> UNNotificationSettings {
    UNNotificationSettings(authorizationStatus: .notDetermined)
  }

  /// Keeps `request`, replacing one of the same identifier; nothing is delivered.
  open func add(_ request: UNNotificationRequest) async throws {
    lock.withLock {
      requests.removeAll { $0.identifier == request.identifier }
      requests.append(request)
    }
  }

  /// The requests kept and not yet delivered.
  open func pendingNotificationRequests() async -> [UNNotificationRequest] {
    lock.withLock { requests }
  }

  /// Forgets the requests of `identifiers`.
  open func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
    lock.withLock { requests.removeAll { identifiers.contains($0.identifier) } }
  }

  /// Removes delivered notifications: there are none.
  open func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {}
}
