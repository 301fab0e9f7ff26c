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

/// Reports a storage failure (a load or save that failed) outside tests, as upstream does: in a
/// test the failure is an outcome to assert on (`$value.loadError`, `$value.saveError`, or the
/// error `load()` and `save()` throw), not an issue.
func reportStorageError(_ message: String, at location: _SourceLocation?) {
  guard !isTesting || _StorageErrorReporting.reportsInTests else { return }
  report(message, at: location)
}

/// Lets this library's own tests see the issue a storage failure reports outside tests.
@_spi(Internals) public enum _StorageErrorReporting {
  /// Whether storage failures are reported in tests too (off: upstream's behaviour).
  @TaskLocal public static var reportsInTests = false
}
