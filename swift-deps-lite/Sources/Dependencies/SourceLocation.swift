import IssueReporting

/// A place in source code: where an operator was applied or an effect created, where a test step
/// was written. Issues are reported there.
///
/// ```swift
/// let location = _SourceLocation(fileID: #fileID, filePath: #filePath, line: #line, column: #column)
/// location.report("Something went wrong.")
/// ```
public struct _SourceLocation: Hashable, Sendable {
  public let fileID: StaticString
  public let filePath: StaticString
  public let line: UInt
  public let column: UInt

  /// The location `fileID:line:column`.
  public init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  /// Reports `message` as an issue at this location.
  public func report(_ message: String) {
    reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.line == rhs.line && lhs.column == rhs.column
      && "\(lhs.filePath)" == "\(rhs.filePath)"
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(line)
    hasher.combine(column)
  }
}
