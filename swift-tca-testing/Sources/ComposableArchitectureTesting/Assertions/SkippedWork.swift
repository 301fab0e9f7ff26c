@_spi(Internals) import ComposableArchitecture
import CustomDump
import IssueReporting

extension Exhaustivity {
  /// Whether work the test skipped is shown, as `.off(showSkippedAssertions: true)` asks.
  var showsSkippedWork: Bool { self == .off(showSkippedAssertions: true) }
}

/// Lets the library's own tests read the skipped-work notes, which an expected issue hides from
/// the running test.
enum SkippedWorkNotes {
  @TaskLocal static var observer: (@Sendable (String) -> Void)?
}

/// Shows work a non-exhaustive test skipped, as an expected issue that does not fail the test,
/// headed "Skipped assertions." as upstream's.
///
/// XCTest off Apple platforms has no `XCTExpectFailure`, where an expected issue would fail the
/// test instead; there the note is printed.
func reportSkipped(_ note: String, at location: _SourceLocation) {
  let message = "Skipped assertions.\n\n\(note)"
  SkippedWorkNotes.observer?(message)
  #if !canImport(Darwin)
    if TestContext.current == .xcTest {
      print("\(location.fileID):\(location.line): Skipped (not failing): \(message)")
      return
    }
  #endif
  withExpectedIssue {
    location.report(message)
  }
}
