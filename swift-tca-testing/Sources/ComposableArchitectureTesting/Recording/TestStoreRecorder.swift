import ComposableArchitecture
import LiteSupport

/// What a test store's reducer records as it runs: the state after a sent action, the actions
/// received from effects with the state after each, and the effects in flight.
///
/// Effects finish on other threads and the end-of-test checks run in `deinit`, so it is guarded
/// by a lock rather than the main actor. Test steps wait on it for a ``Milestone``: every change
/// that could reach one wakes the waiters, which check again.
final class TestStoreRecorder<State, Action>: @unchecked Sendable, EffectActivity,
  TestStoreEffectRecord
{
  typealias Contents = TestStoreRecords
  typealias InFlightEffect = TestStoreInFlightEffect
  typealias Milestone = TestStoreMilestone

  struct Received {
    let action: Action
    let state: State
  }

  private let contents: VisibleLock<Contents>
  /// The actions effects sent that no assertion has received yet, oldest first. Read and
  /// written only under the lock (in `withLock`), with `Contents.receivedCount` kept equal to
  /// its count; unchecked, as the lock orders every access.
  @exclusivity(unchecked) var receivedQueue: [Received] = []
  // What the test step sending an action and the test reducer tell each other: which action
  // the test sent, and the state it left. Not under the lock: both run on the main actor, one
  // after the other (unchecked, as the main actor orders the accesses). Not an optional state,
  // nor a struct nested here: in this generic code either looked up its metadata on each access.
  /// Whether the next action the reducer runs is the one the test sends.
  @exclusivity(unchecked) var isAwaitingSentAction = false
  /// Whether the reducer ran the sent action, leaving `stateAfterSend`.
  @exclusivity(unchecked) var hasStateAfterSend = false
  /// The state the sent action left, before the actions its effects fed back.
  @exclusivity(unchecked) var stateAfterSend: State

  init(origin: _SourceLocation, dependencies: DependencyValues, initialState: State) {
    self.contents = VisibleLock(Contents(origin: origin, dependencies: dependencies))
    self.stateAfterSend = initialState
  }

  func withLock<T>(_ body: (inout Contents) -> T) -> T {
    contents.withLock(body)
  }

  /// Changes the contents and wakes every waiting test step to check its milestone again.
  func update<T>(_ body: (inout Contents) -> T) -> T {
    let (result, waiters) = withLock { contents in
      let result = body(&contents)
      defer { contents.waiters.removeAll() }
      return (result, contents.waiters)
    }
    for waiter in waiters { waiter.resume(returning: nil) }
    return result
  }

  /// Whether `milestone` is reached now.
  func hasReached(_ milestone: Milestone) -> Bool {
    withLock { $0.hasReached(milestone) }
  }

  /// Waits until `milestone` is reached or the effects have had `timeout` to reach it; whether it
  /// was reached.
  func wait(for milestone: Milestone, timeout: Duration) async -> Bool {
    let expired = VisibleLock(false)
    let isHeldUp = heldUpCheck()
    let timer = Task { [weak self] in
      guard (try? await sleep(forRunnable: timeout, isHeldUp: isHeldUp)) != nil else { return }
      expired.withLock { $0 = true }
      self?.update { _ in }
    }
    defer { timer.cancel() }
    while true {
      let outcome = await withCheckedContinuation { continuation in
        let outcome: Bool? = withLock { contents in
          if contents.hasReached(milestone) { return true }
          if expired.withLock({ $0 }) { return false }
          contents.waiters.append(continuation)
          return nil
        }
        if let outcome { continuation.resume(returning: outcome) }
      }
      if let outcome { return outcome }
    }
  }
}

/// What a test store's recorder keeps under its lock that does not depend on the feature's
/// types, each concern in its own state. Not nested in the generic recorder: a nested type is
/// generic too, and its metadata was looked up on every turn of the lock (eight a test step, a
/// sixth of the step's cost). One lock for all of them: a milestone reads several at once (the
/// effects settle when none in flight has work queued on the executor or is still starting), and
/// a read across separate locks could see one concern before a change and another after it.
struct TestStoreRecords {
  /// How many actions effects sent that no assertion received yet (the recorder keeps them).
  var receivedCount = 0
  /// The effects in flight.
  var effects = TestStoreEffectsInFlight()
  /// The work given to the effect executor.
  var executor = TestStoreExecutorWork()
  /// Where the current step is, and what it runs with.
  var step: TestStoreStep
  /// Whether the store finished or was dismissed, and how it cancels its effects.
  var lifetime = TestStoreLifetime()
  /// Test steps waiting for a milestone; resumed with `nil` to check again.
  var waiters: [CheckedContinuation<Bool?, Never>] = []

  init(origin: _SourceLocation, dependencies: DependencyValues) {
    step = TestStoreStep(origin: origin, dependencies: dependencies)
  }

  /// Whether an effect has work queued on the executor, or has not reached it yet.
  var hasWorkWaiting: Bool {
    executor.pendingJobs > 0 || !effects.haveAllBegun
  }

  func hasReached(_ milestone: TestStoreMilestone) -> Bool {
    switch milestone {
    case .actionReceived:
      return receivedCount > 0
    case .effectsFinished:
      return effects.bySerial.isEmpty
    case .effectsSettled:
      return effects.bySerial.isEmpty || (executor.pendingJobs == 0 && effects.haveAllBegun)
    }
  }
}

/// The effects a test store's steps started that have not ended.
struct TestStoreEffectsInFlight {
  /// Each effect by the serial number it started with.
  var bySerial: [Int: TestStoreInFlightEffect] = [:]
  /// The serial number of the next effect to start.
  var nextSerial = 0

  /// Whether every effect's work runs on the effect executor yet.
  var haveAllBegun: Bool { bySerial.values.allSatisfy(\.hasBegun) }
}

/// The jobs a test store's effect executor has been given.
struct TestStoreExecutorWork {
  /// Jobs given that have not finished running.
  var pendingJobs = 0
  /// Jobs run.
  var jobsRun = 0
}

/// The test step under way: where it is written, and what it runs with.
struct TestStoreStep {
  /// Where the step is written; effects it starts are reported there.
  var origin: _SourceLocation
  /// The dependencies the next step runs with.
  var dependencies: DependencyValues
  /// How strict the store's assertions are.
  var exhaustivity = Exhaustivity.on
}

/// A test store's lifetime.
struct TestStoreLifetime {
  /// Whether `finish` or the store's end has run its checks.
  var hasFinished = false
  /// Whether the root feature dismissed itself.
  var isDismissed = false
  /// Cancels every effect of the store (its root's `dismiss`).
  var cancelAllEffects: (@MainActor @Sendable () -> Void)?
}

/// An effect a test step started that has not ended.
// Unchecked: `action` is only read by the test, on the main actor, to describe the effect.
struct TestStoreInFlightEffect: @unchecked Sendable {
  let serial: Int
  let location: _SourceLocation?
  let origin: _SourceLocation
  /// The sent or received action whose reducer run returned the effect (as `Any`: the
  /// reducer's effect wrapper captures it on every step, and a generic capture costs a type
  /// metadata lookup each time).
  let action: Any
  /// Whether its work runs on the test store's effect executor yet.
  var hasBegun = false
}

/// What a test step can wait for.
enum TestStoreMilestone {
  /// An effect sent an action.
  case actionReceived
  /// No effect is in flight.
  case effectsFinished
  /// Every effect in flight is suspended on something outside the test store: none has work
  /// queued or running on the effect executor, or is still starting.
  case effectsSettled
}
