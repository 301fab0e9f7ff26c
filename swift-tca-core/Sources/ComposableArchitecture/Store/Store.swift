import Dependencies
import Foundation
import Observation

/// The runtime of a feature: holds its state, runs its reducer for each action you send, and
/// runs the effects the reducer returns.
///
/// ```swift
/// let store = Store(initialState: CounterFeature.State()) {
///   CounterFeature()
/// }
/// store.send(.incrementButtonTapped)
/// store.count  // 1
/// ```
///
/// A store is `@MainActor` and `Observable`: reading `store.count` inside
/// `withObservationTracking` (or ``observe(_:)``) is notified when `count` changes, not when
/// other fields do. Releasing the root store cancels its effects. As upstream's, its isolation
/// is `@preconcurrency`: Swift 5 code reading it off the main actor gets a warning, not an error.
@preconcurrency @MainActor
@dynamicMemberLookup
public final class Store<State, Action>: Observable {
  @usableFromInline let core: StoreCore<State, Action>
  /// This store's one way to send: for the root, its core's send path; for a scoped store, the
  /// embedding of its actions level by level, ending at the root's. Made where the store was
  /// created or scoped, so that it is compiled for the features' types there.
  @usableFromInline let sendAction: (Action) -> Task<Void, Never>?
  private var children: [ScopeID: AnyObject] = [:]
  /// The store of each optional scope, with the identity of the child it was made for: a new
  /// presentation (another identity, or presented again after `nil`) gets a store of its own.
  private var presentedChildren: [ScopeID: AnyObject] = [:]
  /// The stores of this collection store's rows, by row id; see `rowStore(id:initialValue:location:)`.
  var rowStores: [AnyHashable: AnyObject] = [:]

  @usableFromInline
  init(core: StoreCore<State, Action>, send: @escaping (Action) -> Task<Void, Never>?) {
    self.core = core
    self.sendAction = send
    #if DEBUG
      Logger.shared.log("\(storeTypeName(of: self)).init")
    #endif
  }

  deinit {
    #if DEBUG
      // Logged as upstream's stores log, from the main thread only.
      guard Thread.isMainThread else { return }
      MainActor.assumeIsolated { Logger.shared.log("\(storeTypeName(of: self)).deinit") }
    #endif
  }

  /// Creates a store running `reducer` from `initialState`.
  ///
  /// ```swift
  /// let store = Store(initialState: Feature.State()) {
  ///   Feature()
  /// } withDependencies: {
  ///   $0.continuousClock = ImmediateClock()
  /// }
  /// ```
  ///
  /// The state, the reducer, its actions and its effects all see the dependencies changed by
  /// `prepareDependencies`. The reducer's `body` is evaluated once, here. As upstream's, the
  /// state's type comes from the reducer: `Store(initialState: 0) { Reduce<Int?, Bool> { … } }`
  /// is a store of `Int?`.
  // Inlinable so that the root core's send path is compiled for the feature's types where the
  // store is created, for this store's sends and those of the stores scoped from it.
  @inlinable
  public convenience init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> R.State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: ((inout DependencyValues) -> Void)? = nil
  ) {
    let core: RootCore<State, Action>
    if let prepareDependencies {
      let (state, reduce, dependencies) = withDependencies(prepareDependencies) {
        (initialState(), reducer()._resolve().run, DependencyValues._current)
      }
      core = RootCore(initialState: state, reducer: reduce, dependencies: dependencies)
    } else {
      core = RootCore(
        initialState: initialState(), reducer: reducer()._resolve().run, dependencies: nil)
    }
    self.init(core: core, send: core.makeSend())
  }

  /// The current state. Prefer reading single fields (`store.count`), which observes only them.
  ///
  /// ```swift
  /// switch store.state { case .loggedIn: … case .loggedOut: … }
  /// ```
  public var state: State {
    core.state
  }

  /// Reads a field of the state.
  ///
  /// ```swift
  /// store.count
  /// ```
  public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    core.state[keyPath: keyPath]
  }

  /// Reads the state without registering an observation of the store, and without starting the
  /// observation of state nobody observes yet (`UntrackedReads`).
  ///
  /// ```swift
  /// let item = store.withState { $0 }
  /// ```
  public func withState<Value>(_ body: (_ state: State) -> Value) -> Value {
    UntrackedReads.perform { body(core.untrackedState) }
  }

  /// Sends `action`: runs the reducer at once, then the actions its effects feed back with
  /// `.send`, in order, and starts its asynchronous effects.
  ///
  /// ```swift
  /// store.send(.incrementButtonTapped)
  /// await store.send(.refresh).finish()
  /// ```
  @discardableResult
  @inlinable
  public func send(_ action: Action) -> StoreTask {
    StoreTask(rawValue: sendAction(action))
  }

  /// Derives a store for a child feature, along stored properties and an action case.
  ///
  /// ```swift
  /// let child = store.scope(state: \.child, action: \.child)
  /// child === store.scope(state: \.child, action: \.child)  // true: cached
  /// ```
  ///
  /// The child reads its state through this store each time; it holds no copy.
  // Disfavoured so that a collection of rows scopes to row stores, not one store of the array.
  // Inlinable so that the child's way to the root is compiled for the features' types.
  @_disfavoredOverload
  @inlinable
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    cachedScope(state: state, action: action) { path in
      let parentSend = sendAction
      return { parentSend(path.embed($0)) }
    }
  }

  /// The store scoped along `state` and `action`, made on first use (sending with the function
  /// `makeSend` makes from the action's case path) and kept.
  @usableFromInline
  func cachedScope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState>,
    action: CaseKeyPath<Action, ChildAction>,
    makeSend: (AnyCasePath<Action, ChildAction>) -> (ChildAction) -> Task<Void, Never>?
  ) -> Store<ChildState, ChildAction> {
    let id = ScopeID(state: state, action: action)
    if let child = children[id] {
      return unsafeDowncast(child, to: Store<ChildState, ChildAction>.self)
    }
    let child = Store<ChildState, ChildAction>(
      core: ScopedCore(parent: core, toState: { $0[keyPath: state] }),
      send: makeSend(AnyCasePath(action))
    )
    children[id] = child
    return child
  }

  /// Derives a store for an optional child (or an enum case), or `nil` while it is absent.
  ///
  /// ```swift
  /// if let child = store.scope(state: \.child, action: \.child) {
  ///   child.send(.refresh)
  /// }
  /// ```
  ///
  /// After the child state becomes `nil`, a store you kept reads the last value read through it.
  /// Each presentation has its own store, as upstream: the child presented again (or replaced
  /// by one with another identity) is scoped to a new one.
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState?>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? {
    let id = ScopeID(state: state, action: action)
    guard let current = core.state[keyPath: state] else {
      presentedChildren[id] = nil
      return nil
    }
    if let entry = presentedChildren[id] {
      let presented = unsafeDowncast(entry, to: PresentedChild<ChildState, ChildAction>.self)
      if presented.isPresenting(current) { return presented.store }
    }
    let path = AnyCasePath(action)
    let parentSend = sendAction
    let child: Store<ChildState, ChildAction> = unwrapping(
      current, reading: { $0[keyPath: state] }, send: { parentSend(path.embed($0)) })
    presentedChildren[id] = PresentedChild(store: child, presenting: current)
    return child
  }

  /// A store of the optional child `toChild` reads, now `current`, that reads the last value it
  /// read while the child is absent.
  func unwrapping<ChildState, ChildAction>(
    _ current: ChildState,
    reading toChild: @escaping (State) -> ChildState?,
    send: @escaping (ChildAction) -> Task<Void, Never>?
  ) -> Store<ChildState, ChildAction> {
    let lastValue = LastValue(current)
    return Store<ChildState, ChildAction>(
      core: ScopedCore(parent: core) { parentState in
        if let value = toChild(parentState) { lastValue.value = value }
        return lastValue.value
      },
      send: send
    )
  }
}

extension Store: Identifiable {}

extension Store: CustomDebugStringConvertible {
  /// The store's type as upstream's store log names it: `StoreOf<Feature>`,
  /// `PresentationStoreOf<Child>`, `Store<State, Action>`.
  public nonisolated var debugDescription: String { storeTypeName(of: self) }
}

extension Store: Hashable {
  /// Whether two stores are the same store: stores compare by identity, like their `id`.
  ///
  /// ```swift
  /// store.scope(state: \.child, action: \.child) == store.scope(state: \.child, action: \.child)
  /// ```
  public nonisolated static func == (lhs: Store, rhs: Store) -> Bool {
    lhs === rhs
  }

  /// Hashes the store's identity.
  public nonisolated func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}

extension Store {
  /// Cancels every effect the root store is running. For test tools.
  @_spi(Internals) public func _cancelAllEffects() {
    core.cancelAllEffects()
  }

  /// Sends `action` and returns the task of the effects it started, if any: upstream's
  /// internal form of ``send(_:)``, which its tests await (`await store.send(.tap)?.value`).
  @_spi(Internals) @_disfavoredOverload
  @discardableResult
  public func send(_ action: Action) -> Task<Void, Never>? {
    send(action).rawValue
  }
}

/// A store of reducer `R`'s state and actions.
public typealias StoreOf<R: Reducer> = Store<R.State, R.Action>

/// Identifies a scoped child store by the key paths it was derived along.
private struct ScopeID: Hashable {
  let state: AnyKeyPath
  let action: AnyKeyPath
}

/// The store of an optional child, and the identity of the child it was made for.
@MainActor
private final class PresentedChild<State, Action> {
  let store: Store<State, Action>
  private let identity = ChildIdentity<State>()
  private let presented: AnyHashable

  init(store: Store<State, Action>, presenting child: State) {
    self.store = store
    self.presented = identity.read(child)
  }

  /// Whether `child` is the child this store was made for.
  func isPresenting(_ child: State) -> Bool {
    identity.read(child) == presented
  }
}

/// The last non-nil state of an optional child store.
@MainActor
private final class LastValue<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}
