@_spi(Internals) import ComposableArchitecture
import CustomDump
import IssueReporting
@_spi(Internals) import Sharing

/// A store for tests: every action you send and every action its effects send back must be
/// asserted, with the state change it makes, and every effect must finish by the end of the test.
///
/// ```swift
/// @MainActor
/// @Test func numberFact() async {
///   let store = TestStore(initialState: Feature.State()) {
///     Feature()
///   } withDependencies: {
///     $0.numberFact.fetch = { "\($0) is a good number Brent" }
///   }
///   await store.send(.incrementButtonTapped) {
///     $0.count = 1
///   }
///   await store.send(.numberFactButtonTapped)
///   await store.receive(\.numberFactResponse) {
///     $0.numberFact = "1 is a good number Brent"
///   }
/// }
/// ```
///
/// Failures are reported to the running test (Swift Testing or XCTest) at the line of the step
/// that failed. As upstream's, its isolation is `@preconcurrency`: a Swift 5 test reading
/// `store.state` in a closure of no actor (`await saved.withValue { … store.state … }`) gets a
/// warning, not an error.
@preconcurrency @MainActor
public final class TestStore<State: Equatable, Action> {
  /// The state after the last asserted step. Inside an assertion closure, the state before it.
  ///
  /// ```swift
  /// #expect(store.state.count == 1)
  /// ```
  // Unchecked: read and written on the main actor by the steps, whose accesses never overlap.
  @exclusivity(unchecked) public internal(set) var state: State

  /// The dependencies the feature runs with; change them at any point of the test.
  ///
  /// ```swift
  /// store.dependencies.numberFact.fetch = { _ in throw Offline() }
  /// ```
  public var dependencies: DependencyValues {
    get { recorder.dependencies }
    set { recorder.dependencies = newValue }
  }

  /// How long `receive(_:timeout:assert:)`
  /// and `finish(timeout:)` wait by default: 1 second.
  ///
  /// Every wait of the test store is bounded by it, and waits by signal: it ends as soon as what it
  /// waits for happens. The time counts while effects can run: when the machine holds them up (a
  /// test blocking the main thread the main serial executor runs everything on, a busy core), the
  /// wait grants them the timeout again, up to a minute longer, so a busy machine does not fail a
  /// test that an idle one passes.
  public var timeout: Duration = .seconds(1)

  /// How strictly the test is checked; ``Exhaustivity/on`` by default.
  public var exhaustivity: Exhaustivity {
    get { recorder.exhaustivity }
    set {
      recorder.exhaustivity = newValue
      isExhaustive = newValue == .on
    }
  }

  /// Whether the feature under test dismissed itself (an effect called its `dismiss()`
  /// dependency); sending to a dismissed store fails, and its effects are cancelled, not
  /// reported as still running.
  ///
  /// ```swift
  /// await store.send(.closeButtonTapped)
  /// await store.receive(\.closed)
  /// #expect(store.isDismissed)
  /// ```
  public var isDismissed: Bool {
    recorder.isDismissed
  }

  /// Whether asynchronous work runs serially on the main thread while this store lives, which
  /// makes the order effects interleave in the same on every run. `true` by default.
  ///
  /// ```swift
  /// store.useMainSerialExecutor = false  // let effects run in parallel
  /// ```
  ///
  /// The switch is process-wide. As upstream's, a test store saves it when created and puts it
  /// back when released, whatever stores earlier tests keep alive; while a store created later
  /// is alive (tests run in parallel), it stays on, and the last store released restores what
  /// the first found.
  public var useMainSerialExecutor: Bool {
    get { mainSerialExecutorClaim.isHeld }
    set { mainSerialExecutorClaim.isHeld = newValue }
  }

  let store: Store<State, Action>
  let mainSerialExecutorClaim = MainSerialExecutorClaim()
  /// Snapshots of shared state changed since the last assertion.
  let sharedChanges = _SharedChangeTracker()
  let recorder: TestStoreRecorder<State, Action>
  let creation: _SourceLocation

  /// Creates a test store running `reducer` from `initialState`, with dependencies changed by
  /// `prepareDependencies`.
  ///
  /// ```swift
  /// let store = TestStore(initialState: Feature.State()) {
  ///   Feature()
  /// } withDependencies: {
  ///   $0.continuousClock = ImmediateClock()
  /// }
  /// ```
  public init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> State,
    reducer: () -> R,
    withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in },
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let creation = _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    var dependencies = Dependencies.withDependencies(prepareDependencies) {
      DependencyValues._current
    }
    // Pinned as an override, so assertion closures get a copy that does not advance it.
    dependencies.stackElementID = dependencies.stackElementID
    let (initialState, base) = DependencyValues.$_current.withValue(dependencies) {
      (initialState(), reducer()._resolve().run)
    }
    let recorder = TestStoreRecorder<State, Action>(
      origin: creation, dependencies: dependencies, initialState: initialState)
    self.state = initialState
    self.recorder = recorder
    self.creation = creation
    let executor = EffectExecutor(activity: recorder)
    let store = Store(initialState: initialState) {
      TestReducer(base: base, recorder: recorder, executor: executor)
    }
    self.store = store
    recorder.cancelAllEffects = { [weak store] in store?._cancelAllEffects() }
  }

  deinit {
    // Runs where the test releases the store, inside the test, so failures are attributed to it.
    guard !recorder.hasFinished else { return }
    checkEndOfTest(recorder: recorder, sharedChanges: sharedChanges, creation: creation)
  }

  /// Whether ``exhaustivity`` is `.on`, kept here: every step asks, and the recorder keeps the
  /// exhaustivity (for the end-of-test checks of `deinit`) under its lock.
  private(set) var isExhaustive = true

  /// Waits until every in-flight effect is suspended on something outside the test store (an
  /// effect that just sent its last action finishes first), so a step sees effects finished when
  /// they are. Returns at once when no effect is in flight; gives up after ``timeout`` for an
  /// effect that keeps running without suspending, which later steps then see in flight.
  func settleEffects() async {
    _ = await reach(.effectsSettled, timeout: timeout)
  }

  /// Waits until `milestone` is reached, or the effects have had `timeout` to reach it; whether
  /// it was reached. Checks on the main actor first: a step that need not wait never leaves it.
  func reach(_ milestone: TestStoreRecorder<State, Action>.Milestone, timeout: Duration) async
    -> Bool
  {
    if recorder.hasReached(milestone) { return true }
    return await recorder.wait(for: milestone, timeout: timeout)
  }

  func report(_ message: String, at location: _SourceLocation) {
    location.report(message)
  }
}

/// A test store of reducer `R`'s state and actions.
public typealias TestStoreOf<R: Reducer> = TestStore<R.State, R.Action> where R.State: Equatable
