import ComposableArchitecture
import Synchronization

/// What a test store's reducer records as it runs: the state after a sent action, the actions
/// received from effects with the state after each, and the effects in flight.
///
/// Effects finish on other threads and the end-of-test checks run in `deinit`, so it is guarded
/// by a lock rather than the main actor. Test steps wait on it for a ``Milestone``: every change
/// that could reach one wakes the waiters, which check again.
final class TestStoreRecorder<State, Action>: @unchecked Sendable, EffectActivity {
  // Every property is accessed under `lock`.
  struct Received {
    let action: Action
    let state: State
  }

  // Unchecked: `action` is only read by the test, on the main actor, to describe the effect.
  struct InFlightEffect: @unchecked Sendable {
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
  enum Milestone {
    /// An effect sent an action.
    case actionReceived
    /// No effect is in flight.
    case effectsFinished
    /// Every effect in flight is suspended on something outside the test store: none has work
    /// queued or running on the effect executor, or is still starting.
    case effectsSettled
  }

  private struct Contents {
    var received: [Received] = []
    var stateAfterSend: State?
    var inFlight: [Int: InFlightEffect] = [:]
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

    func hasReached(_ milestone: Milestone) -> Bool {
      switch milestone {
      case .actionReceived:
        return !received.isEmpty
      case .effectsFinished:
        return inFlight.isEmpty
      case .effectsSettled:
        return inFlight.isEmpty || (pendingJobs == 0 && inFlight.values.allSatisfy(\.hasBegun))
      }
    }
  }

  private let lock: Mutex<Void> = Mutex(())
  private var contents: Contents

  init(origin: _SourceLocation, dependencies: DependencyValues) {
    self.contents = Contents(origin: origin, dependencies: dependencies)
  }

  private func withLock<T>(_ body: (inout Contents) -> T) -> T {
    lock.withLock { _ in body(&contents) }
  }

  /// Changes the contents and wakes every waiting test step to check its milestone again.
  private func update<T>(_ body: (inout Contents) -> T) -> T {
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
    let expired = Mutex(false)
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

  /// A check that is `true` when the effects have work waiting and the executor ran none of it
  /// since the previous check (or since this was made): they are held up, not slow.
  func heldUpCheck() -> @Sendable () -> Bool {
    let lastJobsRun = Mutex(withLock { $0.jobsRun })
    return { [weak self] in
      guard let (hasWorkWaiting, jobsRun) = self?.withLock({ ($0.hasWorkWaiting, $0.jobsRun) })
      else { return false }
      return lastJobsRun.withLock { last in
        defer { last = jobsRun }
        return hasWorkWaiting && jobsRun == last
      }
    }
  }

  /// Makes ``heldUpCheck()``s, for a task that outlives the step that made it.
  func heldUpChecks() -> @Sendable () -> @Sendable () -> Bool {
    { [weak self] in
      guard let self else { return { false } }
      return self.heldUpCheck()
    }
  }

  func jobEnqueued() {
    withLock { $0.pendingJobs += 1 }
  }

  func jobRan() {
    let isIdle = withLock { contents in
      contents.pendingJobs -= 1
      contents.jobsRun += 1
      return contents.pendingJobs == 0
    }
    if isIdle { update { _ in } }
  }

  var dependencies: DependencyValues {
    get { withLock { $0.dependencies } }
    set { withLock { $0.dependencies = newValue } }
  }

  /// Where the test step whose actions are being processed was written.
  var origin: _SourceLocation {
    get { withLock { $0.origin } }
    set { withLock { $0.origin = newValue } }
  }

  var received: [Received] { withLock { $0.received } }

  /// The test store's exhaustivity, kept here for the end-of-test checks of its `deinit`.
  var exhaustivity: Exhaustivity {
    get { withLock { $0.exhaustivity } }
    set { withLock { $0.exhaustivity = newValue } }
  }

  /// Whether `finish()` already ran the end-of-test checks.
  var hasFinished: Bool {
    get { withLock { $0.hasFinished } }
    set { withLock { $0.hasFinished = newValue } }
  }

  /// Whether the feature under test dismissed itself.
  var isDismissed: Bool { withLock { $0.isDismissed } }

  /// How to cancel every effect of the test store, for a dismissal.
  var cancelAllEffects: (@MainActor @Sendable () -> Void)? {
    get { withLock { $0.cancelAllEffects } }
    set { withLock { $0.cancelAllEffects = newValue } }
  }

  /// The feature under test dismissed itself: its effects are cancelled and skipped.
  @MainActor
  func dismissed() {
    let cancel = withLock { contents in
      contents.isDismissed = true
      return contents.cancelAllEffects
    }
    cancel?()
  }

  func recordReceived(_ action: Action, state: State) {
    update { $0.received.append(Received(action: action, state: state)) }
  }

  func removeFirstReceived() -> Received? {
    withLock { $0.received.isEmpty ? nil : $0.received.removeFirst() }
  }

  func removeAllReceived() -> [Received] {
    withLock { contents in
      defer { contents.received.removeAll() }
      return contents.received
    }
  }

  func recordStateAfterSend(_ state: State) {
    withLock { $0.stateAfterSend = state }
  }

  func takeStateAfterSend() -> State? {
    withLock { contents in
      defer { contents.stateAfterSend = nil }
      return contents.stateAfterSend
    }
  }

  var inFlightEffects: [InFlightEffect] {
    withLock { $0.inFlight.values.sorted { $0.serial < $1.serial } }
  }

  /// The serial number the next effect to start will get.
  var nextEffectSerial: Int { withLock { $0.nextSerial } }

  /// Where the effects started since `serial` that are still in flight were created, when asked.
  func effectsInFlight(since serial: Int) -> @Sendable () -> [String] {
    { [self] in inFlightEffects.filter { $0.serial >= serial }.map(\.locationDescription) }
  }

  func effectStarted(at location: _SourceLocation?, by action: Any) -> Int {
    withLock { contents in
      let serial = contents.nextSerial
      contents.nextSerial += 1
      contents.inFlight[serial] = InFlightEffect(
        serial: serial, location: location, origin: contents.origin, action: action)
      return serial
    }
  }

  /// Stops counting the effects in flight now: skipped, they no longer hold up a step or fail
  /// the end of the test, even if one has not ended yet.
  func forgetInFlightEffects() {
    update { $0.inFlight.removeAll() }
  }

  /// The effect's work has moved onto the effect executor.
  func effectBegan(_ serial: Int) {
    update { $0.inFlight[serial]?.hasBegun = true }
  }

  func effectFinished(_ serial: Int) {
    _ = update { $0.inFlight.removeValue(forKey: serial) }
  }
}
