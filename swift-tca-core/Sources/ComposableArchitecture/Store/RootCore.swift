@_spi(Internals) import Dependencies
import Observation

/// The core of a root store: the state, the reducer, the queue of actions and the effects.
///
/// The walk of one action, top to bottom: ``sendNow(_:)`` reduces it (``process(_:)``), tells
/// observers, and returns at once when the reducer returned `.none` and nothing was queued; else
/// ``finishSend(_:returnedFrom:)`` starts the effect (``start(_:returnedFrom:tasks:)``: `.send`
/// queues, `.run` goes to ``start(_:returnedFrom:)``, which hands it to the registry's one
/// starter under its cancellation ids) and processes the queue the same way, in order. Last, the
/// `observe` closures the changes scheduled re-run (`ObservationScheduler`: process-wide,
/// because a change to any observable value, shared state say, schedules them, not only this
/// store's), so they see the send complete.
///
/// The send path is inlinable and compiled for the feature's concrete types where the store is
/// created (`Store.init`): generic code pays a runtime metadata lookup for each use of
/// `Effect<Action>` or `[Action]`.
@MainActor
@usableFromInline
final class RootCore<State, Action>: StoreCore<State, Action>, Observable {
  // The mutable fields are only touched on the main actor, by `sendNow` (which never lets a send
  // re-enter it) and the state accessors, so their accesses cannot overlap: their dynamic
  // exclusivity checks, four per action, are turned off.
  @usableFromInline @exclusivity(unchecked) var currentState: State
  @usableFromInline let reducer: (inout State, Action) -> Effect<Action>
  @usableFromInline let overriddenDependencies: DependencyValues?
  @usableFromInline let identity: ((UnsafePointer<State>) -> ObservableStateID)?
  private let registrar = ObservationRegistrar()
  /// The effects this store started, by cancellation id.
  @usableFromInline let effects = EffectRegistry()
  @usableFromInline @exclusivity(unchecked) var queue: [Action] = []
  @usableFromInline @exclusivity(unchecked) var isSending = false
  /// Whether the state was read since observers were last told it changed. Observation is
  /// one-shot: an observer that has been told must read again to observe again, so while this is
  /// false nobody is observing and there is nobody to tell.
  @usableFromInline @exclusivity(unchecked) var isObserved = false
  /// ``sendNow(_:)`` as compiled where the store was created (see ``makeSend()``), for the
  /// actions effects send back: the effect starter is not inlinable, and an unspecialised
  /// `sendNow` would look up the metadata of each generic type it touches.
  @usableFromInline @exclusivity(unchecked) var compiledSend: ((Action) -> Task<Void, Never>?)?
  /// Told after each send (see `StoreCore.stateChanges`), once someone subscribed to
  /// `Store.publisher`.
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
    effects.cancelAll()
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

  /// The root store's send function: ``sendNow(_:)`` compiled where this is called, which
  /// `Store.init` is, for the feature's types. Also kept for the actions effects send back.
  @inlinable
  final func makeSend() -> (Action) -> Task<Void, Never>? {
    // Unowned in the copy the core keeps, which would otherwise keep the core alive.
    compiledSend = { [unowned(unsafe) self] action in self.sendNow(action) }
    // Strong in the store's: the store holds the core anyway, and a strong capture is a
    // guaranteed reference, where an unowned one is retained and released on every send.
    return { action in self.sendNow(action) }
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
    let effect = process(action)
    // `count == 0`, not `isEmpty`: where this runs unspecialised (a test store's store), the
    // collection's `isEmpty` looked up the queue's type metadata and conformance on each send.
    guard effect.isNone, queue.count == 0 else { return finishSend(effect, returnedFrom: action) }
    stateChangeRelay?.notify()
    guard queue.count == 0 else { return finishSend(.none, returnedFrom: action) }
    isSending = false
    ObservationScheduler.flush()
    return nil
  }

  /// Starts `effect`, then processes the actions queued by `.send` effects and re-entrant sends,
  /// in order, and returns one task for the effects they all started.
  @inlinable
  final func finishSend(
    _ effect: Effect<Action>, returnedFrom action: Action
  ) -> Task<Void, Never>? {
    var tasks: [Task<Void, Never>] = []
    start(effect, returnedFrom: action, tasks: &tasks)
    var index = 0
    // As upstream's, the state's subscribers are told once the send's actions are processed
    // (`.send(a)`, `.send(b)`: once, with b's state); actions they send are processed next.
    repeat {
      while index < queue.count {
        let action = queue[index]
        index += 1
        start(process(action), returnedFrom: action, tasks: &tasks)
      }
      stateChangeRelay?.notify()
    } while index < queue.count
    queue.removeAll(keepingCapacity: true)
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
    effects.cancelAll()
  }

  override var dependencies: DependencyValues {
    overriddenDependencies ?? DependencyValues._current
  }

  override var effectRegistry: EffectRegistry {
    effects
  }

  override var stateChanges: StateChangeRelay {
    if let stateChangeRelay { return stateChangeRelay }
    let relay = StateChangeRelay()
    stateChangeRelay = relay
    return relay
  }

  /// Runs the reducer on `action` and tells observation whether the state was replaced; returns
  /// its effect.
  @inlinable @inline(__always)
  final func process(_ action: Action) -> Effect<Action> {
    let effect: Effect<Action>
    if !isObserved {
      effect = reduce(action)
    } else if let identity {
      let before = identity(&currentState)
      effect = reduce(action)
      if before != identity(&currentState) { notifyStateReplaced() }
    } else {
      effect = reduce(action)
      notifyStateReplaced()
    }
    return effect
  }

  // A reducer's reads of its state start no observation (`UntrackedReads`).
  @inlinable @inline(__always)
  final func reduce(_ action: Action) -> Effect<Action> {
    UntrackedReads.perform {
      guard let dependencies = overriddenDependencies else { return reducer(&currentState, action) }
      return DependencyValues.$_current.withValue(dependencies) { reducer(&currentState, action) }
    }
  }

  /// Tells observers the state changed (only called while someone observes).
  @usableFromInline
  func notifyStateReplaced() {
    isObserved = false
    registrar.willSet(self, keyPath: \.currentState)
    registrar.didSet(self, keyPath: \.currentState)
  }

  /// Does what `effect` asks: queues its actions, cancels its ids, and starts its work, adding
  /// the tasks to `tasks`.
  @inlinable
  final func start(
    _ effect: Effect<Action>, returnedFrom action: Action, tasks: inout [Task<Void, Never>]
  ) {
    // Most effects are `.none`: told apart without reading the payload of any case, which in
    // unspecialised code looked up the metadata of the `.run` payload.
    guard !effect.isNone else { return }
    switch effect.operation {
    case .none:
      return
    case let .send(action):
      queue.append(action)
    case let .merge(effects):
      for effect in effects { start(effect, returnedFrom: action, tasks: &tasks) }
    case let .cancel(id):
      effects.cancel(id)
    case let .run(run):
      tasks.append(start(run, returnedFrom: action))
    }
  }

  /// Starts the work of a `.run` effect under its cancellation ids, with the store's registry
  /// and the feature's navigation path as the task's context. Its task ends when the work
  /// and the effects of the actions it sent are done.
  @usableFromInline
  func start(_ run: Effect<Action>.Run, returnedFrom action: Action) -> Task<Void, Never> {
    let context = EffectContext(registry: effects, navigationPath: run.navigationPath)
    let followUps = FollowUpEffects()
    let sendBack = sendBack(followUps: followUps, returnedFrom: action, createdAt: run.location)
    if let immediate = run.immediateOperation {
      // Runs here, within this `send`, until its first suspension.
      return effects.startImmediately(
        registeredUnder: run.cancellations, priority: run.priority, name: run.name
      ) { handle in
        await Self.perform(immediate, in: context, handle: handle, sendBack, followUps)
      }
    }
    return effects.start(
      registeredUnder: run.cancellations, priority: run.priority, name: run.name
    ) { handle in
      await Self.perform(run.operation, in: context, handle: handle, sendBack, followUps)
    }
  }

  /// The body of every effect's task, on the actor its task starts on: runs `operation` in
  /// `context`, then waits for the effects of the actions it sent.
  private nonisolated(nonsending) static func perform(
    _ operation: @Sendable (Send<Action>) async -> Void,
    in context: EffectContext,
    handle: EffectRegistry.Handle,
    _ sendBack: @escaping @MainActor @Sendable (Action) -> Void,
    _ followUps: FollowUpEffects
  ) async {
    let send = Send<Action>(send: sendBack, finish: { context.registry.remove(handle) })
    await EffectContext.$current.withValue(context) { await operation(send) }
    await followUps.finish()
  }

  /// What an effect's `send` does with an action: reduces it in this store (queued while the
  /// store is processing), and has the effect wait for the effects it started.
  private func sendBack(
    followUps: FollowUpEffects, returnedFrom action: Action, createdAt location: _SourceLocation?
  ) -> @MainActor @Sendable (Action) -> Void {
    { [weak self] effectAction in
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
        ? sendFromEffect(effectAction)
        : DependencyValues.$_current.withValue(._root) { sendFromEffect(effectAction) }
      guard let task else { return }
      followUps.append(task)
    }
  }

  private func sendFromEffect(_ action: Action) -> Task<Void, Never>? {
    if let compiledSend { return compiledSend(action) }
    return sendNow(action)
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

/// Reads the observation identity of `State` values, if `State` is observable state.
/// The value is read in place, through a pointer: a copy retains and releases every field.
private func observableStateIdentity<State>(
  of _: State.Type
) -> ((UnsafePointer<State>) -> ObservableStateID)? {
  guard let observable = State.self as? any ObservableState.Type else { return nil }
  func reader<Observed: ObservableState>(
    _: Observed.Type
  ) -> (UnsafePointer<State>) -> ObservableStateID {
    // `Observed` is `State`, opened from the existential metatype.
    { state in UnsafeRawPointer(state).assumingMemoryBound(to: Observed.self).pointee._$id }
  }
  return reader(observable)
}
