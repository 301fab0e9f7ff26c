import ComposableArchitecture
import LiteSupport

/// What a test store's reducer records as it runs: the state after a sent action, the actions
/// received from effects with the state after each, and the effects in flight.
///
/// Effects finish on other threads and the end-of-test checks run in `deinit`, so it is guarded
/// by a lock rather than the main actor. Test steps wait on it for a ``Milestone``: every change
/// that could reach one wakes the waiters, which check again.
final class TestStoreRecorder<State, Action>: @unchecked Sendable, EffectActivity {
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
  /// The state after the action sent last, until the step takes it. Not under the lock: the
  /// test reducer records it and the test step takes it, both on the main actor, one after the
  /// other (unchecked, as the main actor orders the accesses).
  @exclusivity(unchecked) var pendingStateAfterSend: State?

  init(origin: _SourceLocation, dependencies: DependencyValues) {
    self.contents = VisibleLock(Contents(origin: origin, dependencies: dependencies))
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
/// types. Not nested in the generic recorder: a nested type is generic too, and its metadata was
/// looked up on every turn of the lock (eight a test step, a sixth of the step's cost).
struct TestStoreRecords {
  /// How many actions effects sent that no assertion received yet (the recorder keeps them).
  var receivedCount = 0
  var inFlight: [Int: TestStoreInFlightEffect] = [:]
  var nextSerial = 0
  var origin: _SourceLocation
  var dependencies: DependencyValues
  var exhaustivity = Exhaustivity.on
  var hasFinished = false
  var isDismissed = false
  var cancelAllEffects: (@MainActor @Sendable () -> Void)?
  /// Jobs given to the effect executor that have not finished running.
  var pendingJobs = 0
  /// Jobs the effect executor has run.
  var jobsRun = 0
  /// Test steps waiting for a milestone; resumed with `nil` to check again.
  var waiters: [CheckedContinuation<Bool?, Never>] = []

  /// Whether an effect has work queued on the executor, or has not reached it yet.
  var hasWorkWaiting: Bool {
    pendingJobs > 0 || inFlight.values.contains { !$0.hasBegun }
  }

  func hasReached(_ milestone: TestStoreMilestone) -> Bool {
    switch milestone {
    case .actionReceived:
      return receivedCount > 0
    case .effectsFinished:
      return inFlight.isEmpty
    case .effectsSettled:
      return inFlight.isEmpty || (pendingJobs == 0 && inFlight.values.allSatisfy(\.hasBegun))
    }
  }
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
