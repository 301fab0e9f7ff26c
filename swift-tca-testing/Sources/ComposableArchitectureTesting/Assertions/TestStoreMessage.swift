@_spi(Internals) import ComposableArchitecture
import CustomDump
import LiteSupport

/// Every failure text `TestStore` and `XCTModify` report, in one place: upstream's words, word for
/// word, with TCA Lite's additions after them (where an unfinished effect was created).
enum TestStoreMessage {
  // MARK: State

  /// The header of a state that differs from the assertion closure's expectation.
  static let stateMismatchHeader = "A state change does not match expectation."

  /// A state that differs from the expectation: the header, then the `−`/`+` diff (or both
  /// values when there is no diff), as upstream's.
  static func stateMismatch(
    header: String = stateMismatchHeader,
    difference: String?,
    expected: Any,
    actual: Any
  ) -> String {
    guard let difference else {
      return """
        \(header)

        Expected:
        \(String(describing: expected).indented(by: 2))

        Actual:
        \(String(describing: actual).indented(by: 2))
        """
    }
    return """
      \(header)

      \(difference.indented(by: 4))

      (Expected: −, Actual: +)
      """
  }

  /// The header of an unexpected state change, when the step expected none.
  static let unexpectedStateChange = "State was not expected to change, but a change occurred."

  /// A step whose closure expected a change that did not happen.
  static let noStateChange = """
    Expected state to change, but no change occurred.

    The trailing closure made no observable modifications to state. If no change to state \
    is expected, omit the trailing closure.
    """

  // MARK: Sending and receiving

  /// A send after the feature dismissed itself.
  static let sendToDismissedStore = "Can't send action to dismissed test store."

  /// An assertion or `XCTModify` body that threw.
  static func thrown(_ error: any Error) -> String {
    "Threw error: \(error)"
  }

  /// A send while received actions are unhandled.
  static func mustHandleReceivedActions(_ unhandled: [Any]) -> String {
    """
    Must handle \(unhandled.count) received \
    action\(unhandled.count == 1 ? "" : "s") before sending an action.

    Unhandled actions: \(String(customDumping: unhandled))
    """
  }

  /// A receive of `expected` that did not come.
  static func expectedAction(_ expected: String) -> String {
    """
    Expected to receive the following action, but didn't:

    \(expected)
    """
  }

  /// A receive by case path that did not come.
  static let expectedCasePathAction =
    "Expected to receive an action matching case path, but didn't get one."

  /// A receive by predicate that did not come.
  static let expectedMatchingAction =
    "Expected to receive an action matching predicate, but didn't get one."

  /// A receive that timed out waiting for any action; `note` (TCA Lite's) comes first.
  static func noActionReceived(
    isExhaustive: Bool, timeout: Duration, suggestion: String, note: String?
  ) -> String {
    noteFirst(note)
      + """
      Expected to receive \(isExhaustive ? "an action" : "a matching action"), but \
      received none\(timeout > .zero ? " after \(timeout)" : "").

      \(suggestion)
      """
  }

  /// Another action than the one expected came first.
  static func unexpectedAction(_ description: String, isReceivedLater: Bool) -> String {
    """
    Received unexpected action\(isReceivedLater ? " before this one" : ""):

    \(description)
    """
  }

  /// The `−`/`+` diff of an action received by case path and value, and the one received.
  static func casePathValueDifference(_ difference: String) -> String {
    """
    \(difference.indented(by: 2))

    (Expected: −, Actual: +)
    """
  }

  /// The `−`/`+` diff of what was expected and received, as upstream shows it.
  static func unexpectedActionDiff<Value>(expected: Value, received: Value) -> String {
    guard let difference = diff(expected, received, format: .proportional) else {
      return """
        Expected:
        \(String(describing: expected).indented(by: 2))

        Received:
        \(String(describing: received).indented(by: 2))
        """
    }
    return """
      \(difference.indented(by: 4))

      (Expected: −, Received: +)
      """
  }

  // MARK: Effects

  /// Why no action came when no effect could deliver one.
  static let noEffectsInFlight = """
    There are no in-flight effects that could deliver this action. Could the effect you \
    expected to deliver this action have been cancelled?
    """

  /// Why no action came yet while effects run.
  static func effectsInFlight(timeoutAdvice: String) -> String {
    """
    There are effects in-flight. If the effect that delivers this action uses a \
    clock/scheduler (via "receive(on:)", "delay", "debounce", etc.), make sure that you \
    wait enough time for it to perform the effect. If you are using a test \
    clock/scheduler, advance it so that the effects may complete, or consider using \
    an immediate clock/scheduler to immediately perform the effect instead.

    If you are not yet using a clock/scheduler, or can not use a clock/scheduler, \
    \(timeoutAdvice).
    """
  }

  /// "Still running: the effect created at Feature.swift:42, …" (TCA Lite's addition).
  static func stillRunning(_ effects: [String]) -> String {
    "Still running: \(effects.joined(separator: ", "))."
  }

  /// Upstream's last words on a timeout: raise the assertion's own `timeout`, or give it one when
  /// it waited the store's.
  static func timeoutAdvice(waited timeout: Duration, storeTimeout: Duration) -> String {
    timeout != storeTimeout
      ? #"try increasing the duration of this assertion's "timeout""#
      : #"configure this assertion with an explicit "timeout""#
  }

  /// `finish()` that timed out; `note` (TCA Lite's) comes first.
  static func effectsDidNotFinish(timeout: Duration, suggestion: String, note: String?) -> String {
    noteFirst(note)
      + """
      Expected effects to finish, but there are still effects in-flight\
      \(timeout > .zero ? " after \(timeout)" : "").

      \(suggestion)
      """
  }

  /// `TestStoreTask.finish()` that timed out; `note` (TCA Lite's) comes first.
  static func taskDidNotFinish(timeout: Duration, timeoutAdvice: String, note: String?)
    -> String
  {
    noteFirst(note)
      + """
      Expected task to finish, but it is still in-flight\
      \(timeout > .zero ? " after \(timeout)" : "").

      If this task delivers its action using a clock/scheduler (via "sleep(for:)", \
      "timer(interval:)", etc.), make sure that you wait enough time for it to \
      perform its work. If you are using a test clock/scheduler, advance the scheduler so that \
      the effects may complete, or consider using an immediate clock/scheduler to immediately \
      perform the effect instead.

      If you are not yet using a clock/scheduler, or cannot use a clock/scheduler, \
      \(timeoutAdvice).
      """
  }

  // MARK: The end of the test

  /// Actions received and never asserted; `actions` are their `debugCaseOutput` lines.
  static func unhandledActions(_ actions: [String]) -> String {
    """
    The store received \(actions.count) unexpected \
    action\(actions.count == 1 ? "" : "s").

      Unhandled actions:
    \(actions.joined(separator: "\n"))

    To fix, explicitly assert against these actions using "store.receive", skip these actions \
    by performing "await store.skipReceivedActions()", or consider using a non-exhaustive test \
    store: "store.exhaustivity = .off".
    """
  }

  /// An effect still running when the test ended; where it was created, TCA Lite's addition,
  /// comes first.
  static func effectStillRunning(createdAt: String) -> String {
    noteFirst("The running effect was created at \(createdAt).")
      + """
      An effect returned for this action is still running. It must complete before the end of \
      the test.

      To fix, inspect any effects the reducer returns for this action and ensure that all of \
      them complete by the end of the test. There are a few reasons why an effect may not have \
      completed:

      If using async/await in your effect, it may need a little bit of time to properly \
      finish. To fix you can simply perform "await store.finish()" at the end of your test.

      If an effect uses a clock (or scheduler, via "receive(on:)", "delay", "debounce", etc.), \
      make sure that you wait enough time for it to perform the effect. If you are using a test \
      clock/scheduler, advance it so that the effects may complete, or consider using an \
      immediate clock/scheduler to immediately perform the effect instead.

      If you are returning a long-living effect (timers, notifications, subjects, etc.), then \
      make sure those effects are torn down by marking the effect ".cancellable" and returning a \
      corresponding cancellation effect ("Effect.cancel") from another action, or, if your \
      effect is driven by a Combine subject, send it a completion.

      If you do not wish to assert on these effects, perform "await \
      store.skipInFlightEffects()", or consider using a non-exhaustive test store: \
      "store.exhaustivity = .off".
      """
  }

  /// Shared state changed and never asserted; `changes` is its `−`/`+` description.
  static func unassertedSharedState(_ changes: String) -> String {
    """
    Test store finished before asserting against changes to shared state.

    \(changes.indented(by: 4))

    (Expected: −, Actual: +)

    Invoke "TestStore.assert" at the end of this test to assert against changes to shared \
    state.
    """
  }

  // MARK: Skipped work (non-exhaustive stores)

  /// A strict `skipInFlightEffects()` with nothing to skip.
  static let noEffectsToSkip = "There were no in-flight effects to skip."

  /// A strict `skipReceivedActions()` with nothing to skip.
  static let noActionsToSkip = "There were no received actions to skip."

  /// The note for received actions a non-exhaustive test did not assert: the action, or the list
  /// of them.
  static func skippedActions(_ actions: [Any]) -> String {
    """
    \(actions.count) received action\(actions.count == 1 ? " was" : "s were") skipped.

    \(dumpOfOneOrMany(actions))
    """
  }

  /// The note for in-flight effects a non-exhaustive test cancelled: where each was created (TCA
  /// Lite's addition, first), then the actions that started them.
  static func cancelledEffects(actions: [Any], createdAt: [String]) -> String {
    noteFirst("Created at: \(createdAt.joined(separator: ", ")).")
      + """
      \(actions.count) in-flight effect\(actions.count == 1 ? " was" : "s were") cancelled, \
      originating from:

      \(dumpOfOneOrMany(actions))
      """
  }

  /// TCA Lite's addition to a message, put before upstream's text, so that the text, word for
  /// word, ends the message (upstream's tests match its end).
  static func noteFirst(_ note: String?) -> String {
    note.map { "\($0)\n\n" } ?? ""
  }

  /// One value's dump, or the dump of the list when there are several.
  static func dumpOfOneOrMany(_ values: [Any]) -> String {
    values.count == 1 ? String(customDumping: values[0]) : String(customDumping: values)
  }
}
