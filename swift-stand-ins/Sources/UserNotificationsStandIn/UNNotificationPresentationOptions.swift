/// How a notification that arrives while the app is in front is shown. The raw values are
/// Apple's, so stored options read back the same.
public struct UNNotificationPresentationOptions: OptionSet, Sendable {
  /// The options' bits.
  public let rawValue: UInt
  /// The options of the bits of `rawValue`.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// Set the number on the app's icon.
  public static let badge = Self(rawValue: 1 << 0)
  /// Play the notification's sound.
  public static let sound = Self(rawValue: 1 << 1)
  /// Show the notification as an alert.
  public static let alert = Self(rawValue: 1 << 2)
  /// Show the notification in Notification Center.
  public static let list = Self(rawValue: 1 << 3)
  /// Show the notification as a banner.
  public static let banner = Self(rawValue: 1 << 4)
}
