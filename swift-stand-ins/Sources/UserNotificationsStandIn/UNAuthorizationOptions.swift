/// What the app may do to get the user's attention. The raw values are Apple's, so stored
/// options read back the same.
public struct UNAuthorizationOptions: OptionSet, Sendable {
  /// The options' bits.
  public let rawValue: UInt
  /// The options of the bits of `rawValue`.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// Setting the number on the app's icon.
  public static let badge = Self(rawValue: 1 << 0)
  /// Playing a sound.
  public static let sound = Self(rawValue: 1 << 1)
  /// Showing an alert.
  public static let alert = Self(rawValue: 1 << 2)
  /// Showing notifications in CarPlay.
  public static let carPlay = Self(rawValue: 1 << 3)
  /// Playing a sound for a critical alert, even when muted.
  public static let criticalAlert = Self(rawValue: 1 << 4)
  /// Showing a button to the app's own notification settings.
  public static let providesAppNotificationSettings = Self(rawValue: 1 << 5)
  /// Delivering quietly to Notification Center without asking first.
  public static let provisional = Self(rawValue: 1 << 6)
}
