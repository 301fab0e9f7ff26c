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

/// Shows work a non-exhaustive test skipped, as an expected issue that does not fail the test.
///
/// XCTest off Apple platforms has no `XCTExpectFailure`, where an expected issue would fail the
/// test instead; there the note is printed.
func reportSkipped(_ message: String, at location: _SourceLocation) {
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

/// The note for received actions a non-exhaustive test did not assert.
func skippedActionsMessage<Action>(_ actions: [Action]) -> String {
  """
  \(actions.count) received action\(actions.count == 1 ? " was" : "s were") skipped: …

    Skipped actions: \(String(customDumping: actions).indented(by: 2, firstLine: false))
  """
}

/// The note for in-flight effects a non-exhaustive test cancelled, naming the step that started
/// each and where it was created.
func cancelledEffectsMessage<State, Action>(
  _ effects: [TestStoreRecorder<State, Action>.InFlightEffect]
) -> String {
  """
  \(effects.count) in-flight effect\(effects.count == 1 ? " was" : "s were") cancelled, \
  originating from:

  \(effects.map { "  • \($0.origin.fileID):\($0.origin.line) (\($0.locationDescription))" }.joined(separator: "\n"))
  """
}
