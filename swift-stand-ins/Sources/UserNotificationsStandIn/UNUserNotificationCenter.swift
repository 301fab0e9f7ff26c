import Foundation

/// The app's notifications. Here none is shown: requests are kept, authorization is not
/// determined and never granted, as on a device whose user has not answered.
// Unchecked: an open subclass of `NSObject` cannot be checked Sendable; its mutable state, the
// requests and the delegate, is read and written under `lock`. (A `Mutex` could not hand out the
// delegate, which is not Sendable.)
open class UNUserNotificationCenter: NSObject, @unchecked Sendable {
  private static let shared = UNUserNotificationCenter()
  private let lock = NSLock()
  private var requests: [UNNotificationRequest] = []
  private weak var weakDelegate: (any UNUserNotificationCenterDelegate)?

  /// The app's notification center.
  open class func current() -> UNUserNotificationCenter { shared }

  /// Told of notifications and answers; held weakly.
  open var delegate: (any UNUserNotificationCenterDelegate)? {
    get { lock.withLock { weakDelegate } }
    set { lock.withLock { weakDelegate = newValue } }
  }

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
