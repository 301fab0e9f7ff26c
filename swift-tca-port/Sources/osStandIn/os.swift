// The `os` module's Logger, OSLog, os_log and OSAllocatedUnfairLock as
// a ported app's features and clients call them. Messages go nowhere, as with the unified
// log when nobody reads it; the lock locks.
@_exported import Foundation

/// A message's level.
public struct OSLogType: Equatable, Hashable, Sendable, RawRepresentable {
  public var rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  public init(_ rawValue: UInt8) { self.rawValue = rawValue }

  public static let `default` = OSLogType(rawValue: 0x00)
  public static let info = OSLogType(rawValue: 0x01)
  public static let debug = OSLogType(rawValue: 0x02)
  public static let error = OSLogType(rawValue: 0x10)
  public static let fault = OSLogType(rawValue: 0x11)
}

/// Whether an interpolated value is shown or redacted.
public struct OSLogPrivacy: Equatable, Sendable {
  /// How a private value is masked.
  public struct Mask: Equatable, Sendable {
    public static let hash = Mask()
    public static let none = Mask()
  }

  public static let auto = OSLogPrivacy()
  public static let `public` = OSLogPrivacy()
  public static let `private` = OSLogPrivacy()
  public static let sensitive = OSLogPrivacy()
  public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy() }
  public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy() }
  public static func sensitive(mask: Mask) -> OSLogPrivacy { OSLogPrivacy() }
}

/// How an interpolated number or flag is written.
public struct OSLogFormatting: Equatable, Sendable {
  public static let decimal = OSLogFormatting()
  public static let hex = OSLogFormatting()
  public static let octal = OSLogFormatting()
  public static let fixed = OSLogFormatting()
  public static let exponential = OSLogFormatting()
  public static let hybrid = OSLogFormatting()
  public static let truth = OSLogFormatting()
  public static let answer = OSLogFormatting()
  public static func decimal(explicitPositiveSign: Bool = false, minDigits: Int = 0)
    -> OSLogFormatting
  { OSLogFormatting() }
  public static func hex(
    explicitPositiveSign: Bool = false, includePrefix: Bool = false,
    uppercase: Bool = false, minDigits: Int = 0
  ) -> OSLogFormatting { OSLogFormatting() }
  public static func fixed(precision: Int, explicitPositiveSign: Bool = false)
    -> OSLogFormatting
  { OSLogFormatting() }
}

/// How an interpolated value is aligned.
public struct OSLogStringAlignment: Equatable, Sendable {
  public static let none = OSLogStringAlignment()
  public static func left(columns: Int) -> OSLogStringAlignment { OSLogStringAlignment() }
  public static func right(columns: Int) -> OSLogStringAlignment { OSLogStringAlignment() }
}

/// A log message: a string interpolation whose values may say their privacy and format.
public struct OSLogMessage: ExpressibleByStringInterpolation, Sendable {
  public struct StringInterpolation: StringInterpolationProtocol, Sendable {
    var text = ""
    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) { text += literal }
    public mutating func appendInterpolation<Value>(
      _ value: @autoclosure @escaping () -> Value, format: OSLogFormatting = .decimal,
      align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
      text += "\(value())"
    }
  }

  /// The message, its values interpolated.
  public let text: String
  public init(stringLiteral value: String) { text = value }
  public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }
}

/// A log: a subsystem and a category.
public final class OSLog: NSObject, @unchecked Sendable {
  public let subsystem: String
  public let category: String
  public init(subsystem: String, category: String) {
    self.subsystem = subsystem
    self.category = category
  }
  public static let `default` = OSLog(subsystem: "", category: "")
  public static let disabled = OSLog(subsystem: "", category: "")
  public func isEnabled(type: OSLogType) -> Bool { false }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Writes a message to `log`.
public func os_log(
  _ type: OSLogType, dso: UnsafeRawPointer? = nil, log: OSLog = .default,
  _ message: StaticString, _ args: any CVarArg...
) {}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Writes a message to `log`.
public func os_log(
  _ message: StaticString, dso: UnsafeRawPointer? = nil, log: OSLog = .default,
  type: OSLogType = .default, _ args: any CVarArg...
) {}

/// Writes messages to a subsystem's category.
public struct Logger: Sendable {
  public init() {}
  public init(subsystem: String, category: String) {}
  public init(_ log: OSLog) {}

  public func log(_ message: OSLogMessage) {}
  public func log(level: OSLogType, _ message: OSLogMessage) {}
  public func trace(_ message: OSLogMessage) {}
  public func debug(_ message: OSLogMessage) {}
  public func info(_ message: OSLogMessage) {}
  public func notice(_ message: OSLogMessage) {}
  public func warning(_ message: OSLogMessage) {}
  public func error(_ message: OSLogMessage) {}
  public func critical(_ message: OSLogMessage) {}
  public func fault(_ message: OSLogMessage) {}
}

/// A lock around a value, shared by its copies.
public struct OSAllocatedUnfairLock<State>: @unchecked Sendable {
  private final class Storage {
    let lock = NSLock()
    var state: State
    init(_ state: State) { self.state = state }
  }

  private let storage: Storage

  public init(uncheckedState initialState: State) {
    storage = Storage(initialState)
  }

  public init(initialState: State) where State: Sendable {
    storage = Storage(initialState)
  }

  public func withLock<R>(_ body: @Sendable (inout State) throws -> R) rethrows -> R
  where R: Sendable {
    try withLockUnchecked(body)
  }

  public func withLockUnchecked<R>(_ body: (inout State) throws -> R) rethrows -> R {
    storage.lock.lock()
    defer { storage.lock.unlock() }
    return try body(&storage.state)
  }

  public func lock() { storage.lock.lock() }
  public func unlock() { storage.lock.unlock() }
  public func lockIfAvailable() -> Bool { storage.lock.try() }
}

extension OSAllocatedUnfairLock where State == Void {
  public init() { self.init(uncheckedState: ()) }

  public func withLock<R>(_ body: @Sendable () throws -> R) rethrows -> R where R: Sendable {
    try withLockUnchecked { _ in try body() }
  }
}
