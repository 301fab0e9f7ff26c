/// A log: a subsystem and a category.
public final class OSLog: NSObject, Sendable {
  /// The app or framework that writes to the log, in reverse-DNS form.
  public let subsystem: String
  /// The part of the subsystem that writes to the log.
  public let category: String
  /// The log of `subsystem`'s `category`.
  public init(subsystem: String, category: String) {
    self.subsystem = subsystem
    self.category = category
  }
  /// The log of messages no subsystem claims.
  public static let `default` = OSLog(subsystem: "", category: "")
  /// A log that writes nothing.
  public static let disabled = OSLog(subsystem: "", category: "")
  /// Whether messages of `type` are written: never here, nobody reading them.
  public func isEnabled(type: OSLogType) -> Bool { false }
}
