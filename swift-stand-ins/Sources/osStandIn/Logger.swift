/// Writes messages to a subsystem's category: they go nowhere here.
public struct Logger: Sendable {
  /// The logger of the default log.
  public init() {}
  /// The logger of `subsystem`'s `category`.
  public init(subsystem: String, category: String) {}
  /// The logger of `log`.
  public init(_ log: OSLog) {}

  /// Writes `message` at the default level.
  public func log(_ message: OSLogMessage) {}
  /// Writes `message` at `level`.
  public func log(level: OSLogType, _ message: OSLogMessage) {}
  /// Writes `message` at the debug level.
  public func trace(_ message: OSLogMessage) {}
  /// Writes `message` at the debug level.
  public func debug(_ message: OSLogMessage) {}
  /// Writes `message` at the info level.
  public func info(_ message: OSLogMessage) {}
  /// Writes `message` at the default level.
  public func notice(_ message: OSLogMessage) {}
  /// Writes `message` at the error level.
  public func warning(_ message: OSLogMessage) {}
  /// Writes `message` at the error level.
  public func error(_ message: OSLogMessage) {}
  /// Writes `message` at the fault level.
  public func critical(_ message: OSLogMessage) {}
  /// Writes `message` at the fault level.
  public func fault(_ message: OSLogMessage) {}
}
