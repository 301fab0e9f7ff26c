import Foundation

/// What a notification says. Its properties are settable here, where Apple's are only on
/// ``UNMutableNotificationContent``: code written for Apple's compiles either way.
// Unchecked: Apple declares UNNotificationContent Sendable; like Apple's mutable subclass, the
// app sets its properties (`userInfo`'s values are not Sendable) before handing it to the center.
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

  /// Content with no title, subtitle, body, badge or data.
  public override init() {}
}

/// What a notification says, set by the app.
// Unchecked: restates its superclass's conformance; it adds no state.
open class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {}
