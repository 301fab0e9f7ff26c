import Dependencies
import IssueReporting

/// Reports `message` at `location`, or where the library noticed it when there is none.
func report(_ message: String, at location: _SourceLocation?) {
  if let location {
    location.report(message)
  } else {
    reportIssue(message)
  }
}
