/// Whether an interpolated value is shown or redacted. Every value is shown here: messages go
/// nowhere.
public struct OSLogPrivacy: Equatable, Sendable {
  /// How a private value is masked.
  public struct Mask: Equatable, Sendable {
    /// By a hash of the value.
    public static let hash = Mask()
    /// Not at all.
    public static let none = Mask()
  }

  /// Private unless the value is a number, a flag or a static string.
  public static let auto = OSLogPrivacy()
  /// Shown.
  public static let `public` = OSLogPrivacy()
  /// Redacted.
  public static let `private` = OSLogPrivacy()
  /// Redacted, even while debugging.
  public static let sensitive = OSLogPrivacy()
  /// Decided as `auto` decides, masked by `mask`.
  public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy() }
  /// Redacted, masked by `mask`.
  public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy() }
  /// Redacted even while debugging, masked by `mask`.
  public static func sensitive(mask: Mask) -> OSLogPrivacy { OSLogPrivacy() }
}
