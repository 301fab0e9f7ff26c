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

/// The note for received actions a non-exhaustive test did not assert: the action, or the list
/// of them.
func skippedActionsMessage<Action>(_ actions: [Action]) -> String {
  """
  \(actions.count) received action\(actions.count == 1 ? " was" : "s were") skipped.

  \(dumpOfOneOrMany(actions))
  """
}

/// The note for in-flight effects a non-exhaustive test cancelled: the actions that started
/// them, then where each was created (TCA Lite's addition).
func cancelledEffectsMessage<State, Action>(
  _ effects: [TestStoreRecorder<State, Action>.InFlightEffect]
) -> String {
  """
  \(effects.count) in-flight effect\(effects.count == 1 ? " was" : "s were") cancelled, \
  originating from:

  \(dumpOfOneOrMany(effects.map(\.action)))

  Created at: \(effects.map { "\($0.origin.fileID):\($0.origin.line) (\($0.locationDescription))" }.joined(separator: ", ")).
  """
}

/// One value's dump, or the dump of the list when there are several.
func dumpOfOneOrMany<Value>(_ values: [Value]) -> String {
  values.count == 1 ? String(customDumping: values[0]) : String(customDumping: values)
}
