/// A message's level.
public struct OSLogType: Equatable, Hashable, Sendable, RawRepresentable {
  /// The level's value in the unified log.
  public var rawValue: UInt8
  /// The level of value `rawValue`.
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  /// The level of value `rawValue`.
  public init(_ rawValue: UInt8) { self.rawValue = rawValue }

  /// The level of messages that say nothing else.
  public static let `default` = OSLogType(rawValue: 0x00)
  /// Information that helps when troubleshooting.
  public static let info = OSLogType(rawValue: 0x01)
  /// Information for developers while debugging.
  public static let debug = OSLogType(rawValue: 0x02)
  /// An error the app met.
  public static let error = OSLogType(rawValue: 0x10)
  /// A fault: a bug in the app.
  public static let fault = OSLogType(rawValue: 0x11)
}
