import IssueReporting

/// What tca-port writes in place of a body that does not compile on Linux: it reports why
/// through IssueReporting (a test reaching it fails with the message) and gives back an empty
/// value, so that nothing crashes where one exists.
///
/// A function whose body used a framework Linux lacks keeps its signature and gets
/// `return PortUnavailable.value("Security is not available on Linux: …")`.
public enum PortUnavailable {
  /// Reports `message` and returns the empty value of `Value`: nothing for `Void`, `nil`, an
  /// empty collection, zero, `false`. A type with no empty value stops the process with
  /// `message`, after reporting it.
  public static func value<Value>(
    _ message: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> Value {
    reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
    guard let value: Value = PortPlaceholder.empty() else {
      fatalError("\(message) (and \(Value.self) has no empty value to return in its place)")
    }
    return value
  }

  /// Reports `message` and throws it as ``Error``: what a throwing body gets.
  public static func throwing<Value>(
    _ message: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) throws -> Value {
    reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
    throw Error(message: message)
  }

  /// Reports `message` and gives it as an ``Error``: what a throwing initializer's stub throws
  /// (`throw PortUnavailable.error("…")`), a statement the compiler knows ends the initializer,
  /// so that no stored property needs a value.
  public static func error(
    _ message: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> Error {
    reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
    return Error(message: message)
  }

  /// Reports `message` and stops the process: what an initializer that must give a value gets.
  public static func never(
    _ message: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> Never {
    reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
    fatalError(message)
  }

  /// The empty value of `Value`, without reporting (the initializer's stub has reported
  /// `message`): what a stubbed initializer gives each stored property, so that the instance
  /// exists and nothing crashes. A type with no empty value stops the process with `message`.
  public static func placeholder<Value>(_ message: String) -> Value {
    guard let value: Value = PortPlaceholder.empty() else {
      fatalError("\(message) (and \(Value.self) has no empty value to give a property)")
    }
    return value
  }

  /// Reports `message`: what a body that returns nothing needs.
  public static func report(
    _ message: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// The error a stubbed throwing body throws.
  public struct Error: Swift.Error, CustomStringConvertible, Sendable {
    /// Why the body is not on Linux.
    public var message: String
    /// The message.
    public var description: String { message }
  }
}
