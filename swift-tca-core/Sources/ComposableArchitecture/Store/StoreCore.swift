@_spi(Internals) import Dependencies
import Observation

/// Where a store's state lives and where its actions go: the root holds the state and runs the
/// reducer; a scoped core is a view onto its parent.
///
/// A class, not a protocol: a `Store` holds its core as `StoreCore<State, Action>` and calls it
/// through the class's table, where a protocol existential would box it and look up its witness
/// table on every call. The class is never instantiated itself; `RootCore`, `ScopedCore` and
/// `ElementCore` override every member below, so the stubs cannot be reached.
@MainActor
@usableFromInline
class StoreCore<State, Action> {
  /// The state, registering an observation of the root's state identity.
  var state: State { fatalError(Self.unreachable) }
  /// The state, without registering an observation at the store level.
  var untrackedState: State { fatalError(Self.unreachable) }
  /// Processes `action` and returns the task of the effects it started, if any.
  @usableFromInline
  func send(_ action: Action) -> Task<Void, Never>? { fatalError(Self.unreachable) }
  /// Cancels every effect of the root store.
  func cancelAllEffects() { fatalError(Self.unreachable) }
  /// The dependencies the root store runs its reducer with.
  var dependencies: DependencyValues { fatalError(Self.unreachable) }
  /// Told after each action the root store processes.
  var stateChanges: StateChangeRelay { fatalError(Self.unreachable) }

  private static var unreachable: String {
    "StoreCore is abstract: RootCore, ScopedCore and ElementCore override every member"
  }
}

/// The core of a root store: the state, the reducer, the queue of actions and the effects.
///
/// The send path is inlinable and reached directly from `Store.send` (not through the class's
/// overridable `send`), so it is compiled for the feature's concrete types: generic code pays a
/// runtime metadata lookup for each use of `Effect<Action>` or `[Action]`.
@MainActor
@usableFromInline
final class RootCore<State, Action>: StoreCore<State, Action>, Observable {
  // The mutable fields are only touched on the main actor, by `sendNow` (which never lets a send
  // re-enter it) and the state accessors, so their accesses cannot overlap: their dynamic
  // exclusivity checks, four per action, are turned off.
  @usableFromInline @exclusivity(unchecked) var currentState: State
  @usableFromInline let reducer: (inout State, Action) -> Effect<Action>
  @usableFromInline let overriddenDependencies: DependencyValues?
  @usableFromInline let identity: ((State) -> ObservableStateID)?
  private let registrar = ObservationRegistrar()
  @usableFromInline let cancellations = EffectRegistry()
  @usableFromInline @exclusivity(unchecked) var queue: [Action] = []
  @usableFromInline @exclusivity(unchecked) var isSending = false
  /// Whether the state was read since observers were last told it changed. Observation is
  /// one-shot: an observer that has been told must read again to observe again, so while this is
  /// false nobody is observing and there is nobody to tell.
  @usableFromInline @exclusivity(unchecked) var isObserved = false
  /// ``sendNow(_:)`` compiled for the feature's types, when the store was created where they
  /// are known: the sends of scoped stores reach the root through the overridable `send`, which
  /// runs unspecialised, looking up the metadata of each generic type it touches.
  @usableFromInline @exclusivity(unchecked) var specializedSend: ((Action) -> Task<Void, Never>?)?
  /// Told after each action, once someone subscribed to `Store.publisher`.
  @usableFromInline @exclusivity(unchecked) var stateChangeRelay: StateChangeRelay?

  @usableFromInline
  init(
    initialState: State,
    reducer: @escaping (inout State, Action) -> Effect<Action>,
    dependencies: DependencyValues?
  ) {
    self.currentState = initialState
    self.reducer = reducer
    // As upstream's, a store runs its reducer with the dependencies of where it was created: a
    // store made inside `withDependencies` keeps them. Made outside any, it keeps nothing (each
    // action would otherwise pay for binding them) and effects send back in the root values.
    self.overriddenDependencies = dependencies ?? Self.dependenciesToKeep()
    self.identity = observableStateIdentity(of: State.self)
  }

  deinit {
    cancellations.cancelAll()
  }

  /// The current dependencies, unless they are the root ones every task starts with.
  private static func dependenciesToKeep() -> DependencyValues? {
    let current = DependencyValues._current
    return current._isRoot ? nil : current
  }

  override var state: State {
    isObserved = true
    registrar.access(self, keyPath: \.currentState)
    return currentState
  }

  override var untrackedState: State {
    currentState
  }

  @usableFromInline
  override func send(_ action: Action) -> Task<Void, Never>? {
    if let specializedSend { return specializedSend(action) }
    return sendNow(action)
  }

  /// Keeps ``sendNow(_:)`` as compiled where this is called, for ``send(_:)``.
  @inlinable
  final func specializeSend() {
    // Unowned: the closure lives in the core it refers to.
    specializedSend = { [unowned(unsafe) self] action in self.sendNow(action) }
  }

  /// Processes `action`, then the actions it fed back, and returns the task of the effects.
  @inlinable
  final func sendNow(_ action: Action) -> Task<Void, Never>? {
    // A send made while an action is processed (by an observer, say) joins the queue, and is
    // reported as upstream reports it.
    guard !isSending else {
      queue.append(action)
      reportReentrantSend(action)
      return nil
    }
    isSending = true
    var tasks: [Task<Void, Never>] = []
    process(action, startingEffectsIn: &tasks)
    // Actions fed back by `.send` effects and re-entrant sends, in order.
    if !queue.isEmpty {
      var index = 0
      while index < queue.count {
        let action = queue[index]
        index += 1
        process(action, startingEffectsIn: &tasks)
      }
      queue.removeAll(keepingCapacity: true)
    }
    isSending = false
    ObservationScheduler.flush()
    switch tasks.count {
    case 0:
      return nil
    case 1:
      return tasks[0]
    default:
      return Self.joined(tasks)
    }
  }

  /// One task that waits for all of `tasks`, and cancels them when cancelled.
  @usableFromInline
  static func joined(_ tasks: [Task<Void, Never>]) -> Task<Void, Never> {
    Task {
      await withTaskCancellationHandler {
        for task in tasks { await task.value }
      } onCancel: {
        for task in tasks { task.cancel() }
      }
    }
  }

  override func cancelAllEffects() {
    cancellations.cancelAll()
  }

  override var dependencies: DependencyValues {
    overriddenDependencies ?? DependencyValues._current
  }

  override var stateChanges: StateChangeRelay {
    if let stateChangeRelay { return stateChangeRelay }
    let relay = StateChangeRelay()
    stateChangeRelay = relay
    return relay
  }

  @inlinable
  final func process(_ action: Action, startingEffectsIn tasks: inout [Task<Void, Never>]) {
    let effect: Effect<Action>
    if let identity {
      let before = identity(currentState)
      effect = reduce(action)
      if isObserved, before != identity(currentState) { notifyStateReplaced() }
    } else {
      effect = reduce(action)
      if isObserved { notifyStateReplaced() }
    }
    stateChangeRelay?.notify()
    start(effect, returnedFrom: action, tasks: &tasks)
  }

  @inlinable
  final func reduce(_ action: Action) -> Effect<Action> {
    guard let dependencies = overriddenDependencies else { return reducer(&currentState, action) }
    return DependencyValues.$_current.withValue(dependencies) { reducer(&currentState, action) }
  }

  /// Tells observers the state changed (only called while someone observes).
  @usableFromInline
  func notifyStateReplaced() {
    isObserved = false
    registrar.willSet(self, keyPath: \.currentState)
    registrar.didSet(self, keyPath: \.currentState)
  }

  @inlinable
  final func start(
    _ effect: Effect<Action>, returnedFrom action: Action, tasks: inout [Task<Void, Never>]
  ) {
    // Most effects are `.none`: told apart without reading the payload of any case, which in
    // unspecialised code (a scoped store's send) looked up the metadata of the `.run` payload.
    guard !effect.isNone else { return }
    switch effect.operation {
    case .none:
      return
    case let .send(action):
      queue.append(action)
    case let .merge(effects):
      for effect in effects { start(effect, returnedFrom: action, tasks: &tasks) }
    case let .cancel(id):
      cancellations.cancel(id)
    case let .run(run):
      tasks.append(start(run, returnedFrom: action))
    }
  }

  @usableFromInline
  func start(_ run: Effect<Action>.Run, returnedFrom action: Action) -> Task<Void, Never> {
    let registry = cancellations
    let handle = registry.register(run.cancellations)
    let followUps = FollowUpEffects()
    let location = run.location
    let send = Send<Action>(
      send: { [weak self] effectAction in
        if followUps.isCompleted {
          reportSendFromCompletedEffect(effectAction, returnedFrom: action, createdAt: location)
        }
        guard let self else { return }
        // Work started at once sends while the store still processes: queued, as upstream.
        if isSending {
          queue.append(effectAction)
          return
        }
        // The effect runs with the dependencies it was created with; the actions it sends are
        // reduced with the store's (those it keeps, or else the root ones).
        let task =
          overriddenDependencies != nil
          ? self.send(effectAction)
          : DependencyValues.$_current.withValue(._root) { self.send(effectAction) }
        guard let task else { return }
        followUps.append(task)
      },
      finish: { registry.remove(handle) }
    )
    let task: Task<Void, Never>
    if let immediate = run.immediateOperation {
      // Runs here, within this `send`, until its first suspension.
      task = Task.immediate(priority: run.priority) { @MainActor in
        await EffectRegistry.$current.withValue(registry) {
          await NavigationIDPath.$current.withValue(run.navigationPath) {
            await immediate(send)
          }
        }
        await followUps.finish()
        registry.remove(handle)
      }
    } else {
      task = Task(priority: run.priority) {
        await EffectRegistry.$current.withValue(registry) {
          await run.withNavigationPath { await run.operation(send) }
        }
        await followUps.finish()
        registry.remove(handle)
      }
    }
    registry.attach(handle) { task.cancel() }
    return task
  }
}

/// The effects started by actions an effect sent: the effect's task waits for them, so that
/// `StoreTask.finish()` waits for everything one `send` set off.
@MainActor
private final class FollowUpEffects {
  private var tasks: [Task<Void, Never>] = []

  func append(_ task: Task<Void, Never>) {
    tasks.append(task)
  }

  /// Whether the effect's work has returned: a send after that came from an escaped `send`.
  private(set) var isCompleted = false

  func finish() async {
    isCompleted = true
    var index = 0
    while index < tasks.count {
      let task = tasks[index]
      index += 1
      await withTaskCancellationHandler {
        await task.value
      } onCancel: {
        task.cancel()
      }
    }
  }
}

/// The core of a scoped store: reads its state through its parent and sends through it.
@MainActor
final class ScopedCore<ParentState, ParentAction, State, Action>: StoreCore<State, Action> {
  private let parent: StoreCore<ParentState, ParentAction>
  private let toState: (ParentState) -> State
  private let fromAction: (Action) -> ParentAction

  init(
    parent: StoreCore<ParentState, ParentAction>,
    toState: @escaping (ParentState) -> State,
    fromAction: @escaping (Action) -> ParentAction
  ) {
    self.parent = parent
    self.toState = toState
    self.fromAction = fromAction
  }

  override var state: State {
    toState(parent.state)
  }

  override var untrackedState: State {
    toState(parent.untrackedState)
  }

  override func send(_ action: Action) -> Task<Void, Never>? {
    parent.send(fromAction(action))
  }

  override func cancelAllEffects() {
    parent.cancelAllEffects()
  }

  override var dependencies: DependencyValues {
    parent.dependencies
  }

  override var stateChanges: StateChangeRelay {
    parent.stateChanges
  }
}

/// Reads the observation identity of `State` values, if `State` is observable state.
private func observableStateIdentity<State>(
  of _: State.Type
) -> ((State) -> ObservableStateID)? {
  guard let observable = State.self as? any ObservableState.Type else { return nil }
  func reader<Observed: ObservableState>(_: Observed.Type) -> (State) -> ObservableStateID {
    // `Observed` is `State`, opened from the existential metatype.
    { state in unsafeBitCast(state, to: Observed.self)._$id }
  }
  return reader(observable)
}

/// The warning for an action sent to a store while it processes another.
@usableFromInline
func reportReentrantSend(_ action: Any) {
  reportIssue(
    """
    Sent '\(debugCaseOutput(action))' while an action was being processed.

    Reentrant actions are undefined and will be a precondition failure in a future version of \
    the library.
    """
  )
}

/// The warning for an action sent through an effect's `send` after the effect's work returned,
/// in upstream's words, reported where the effect was created.
private func reportSendFromCompletedEffect(
  _ action: Any, returnedFrom origin: Any, createdAt location: _SourceLocation?
) {
  let message = """
    An action was sent from a completed effect.

      Action:
        \(debugCaseOutput(action))

      Effect returned from:
        \(debugCaseOutput(origin))

    Avoid sending actions using the 'send' argument from 'Effect.run' after the effect has \
    completed. This can happen if you escape the 'send' argument in an unstructured context.

    To fix this, make sure that your 'run' closure does not return until you're done calling \
    'send'.
    """
  if let location { location.report(message) } else { reportIssue(message) }
}
