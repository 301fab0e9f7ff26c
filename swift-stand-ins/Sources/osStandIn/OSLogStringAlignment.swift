/// How an interpolated value is aligned. Values are not padded here.
public struct OSLogStringAlignment: Equatable, Sendable {
  /// Not padded.
  public static let none = OSLogStringAlignment()
  /// Padded on the right to `columns` characters.
  public static func left(columns: Int) -> OSLogStringAlignment { OSLogStringAlignment() }
  /// Padded on the left to `columns` characters.
  public static func right(columns: Int) -> OSLogStringAlignment { OSLogStringAlignment() }
}
