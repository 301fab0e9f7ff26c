import IssueReporting

/// Where a shared reference was declared: issues about its storage are reported there.
struct SourceLocation: Sendable {
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt

  func report(_ message: String) {
    reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// Reports `message` at `location`, or where the library noticed it when there is none.
func report(_ message: String, at location: SourceLocation?) {
  if let location {
    location.report(message)
  } else {
    reportIssue(message)
  }
}
