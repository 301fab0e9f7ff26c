import ComposableArchitecture
import Synchronization

/// What a test store's reducer records as it runs: the state after a sent action, the actions
/// received from effects with the state after each, and the effects in flight.
///
/// Effects finish on other threads and the end-of-test checks run in `deinit`, so it is guarded
/// by a lock rather than the main actor.
final class TestStoreRecorder<State, Action>: @unchecked Sendable {
  // Every property is accessed under `lock`.
  struct Received {
    let action: Action
    let state: State
  }

  struct InFlightEffect: Sendable {
    let serial: Int
    let location: _SourceLocation?
    let origin: _SourceLocation
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
  }

  private let lock: Mutex<Void> = Mutex(())
  private var contents: Contents

  init(origin: _SourceLocation, dependencies: DependencyValues) {
    self.contents = Contents(origin: origin, dependencies: dependencies)
  }

  private func withLock<T>(_ body: (inout Contents) -> T) -> T {
    lock.withLock { _ in body(&contents) }
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
    withLock { $0.received.append(Received(action: action, state: state)) }
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

  func effectStarted(at location: _SourceLocation?) -> Int {
    withLock { contents in
      let serial = contents.nextSerial
      contents.nextSerial += 1
      contents.inFlight[serial] = InFlightEffect(
        serial: serial, location: location, origin: contents.origin)
      return serial
    }
  }

  func effectFinished(_ serial: Int) {
    _ = withLock { $0.inFlight.removeValue(forKey: serial) }
  }
}
