/// A description of how a feature's state changes in response to actions, and which effects
/// run as a result.
///
/// Conform by describing a `body` built from other reducers:
///
/// ```swift
/// @Reducer
/// struct Feature {
///   struct State: Equatable { var count = 0 }
///   enum Action { case increment }
///   var body: some ReducerOf<Self> {
///     Reduce { state, action in
///       state.count += 1
///       return .none
///     }
///   }
/// }
/// ```
///
/// or by implementing ``reduce(into:action:)`` directly. A store evaluates `body` once, when it
/// is created, so the cost of building the reducer tree is not paid on every action.
public protocol Reducer<State, Action> {
  /// The state the reducer works on.
  associatedtype State
  /// The actions the reducer handles.
  associatedtype Action
  /// The type of ``body``, or `Never` for reducers that implement ``reduce(into:action:)``.
  associatedtype Body

  /// Evolves `state` for `action` and returns the work to do next.
  ///
  /// ```swift
  /// let effect = Feature().reduce(into: &state, action: .increment)
  /// ```
  func reduce(into state: inout State, action: Action) -> Effect<Action>

  /// The reducers this one is made of, run top to bottom on the same state.
  @ReducerBuilder<State, Action>
  var body: Body { get }

  /// The reducer as a ready-to-run function, with every `body` in the tree evaluated once.
  ///
  /// Stores and composition operators call this so that nested `body` properties are not
  /// rebuilt on each action. You never need to implement it.
  func _resolve() -> _ResolvedReducer<State, Action>
}

/// A reducer with the state and action types of `R`, as in `var body: some ReducerOf<Self>`.
public typealias ReducerOf<R: Reducer> = Reducer<R.State, R.Action>

extension Reducer where Body == Never {
  /// A reducer that implements ``reduce(into:action:)`` has no body.
  public var body: Body {
    fatalError(
      """
      '\(Self.self)' has no body: it implements 'reduce(into:action:)'. Call that instead.
      """
    )
  }
}

extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
  /// Runs ``body``.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    body.reduce(into: &state, action: action)
  }

  // Inlinable so that a feature's conformance resolves its body with concrete types, and the
  // operators in it run specialised code.
  @inlinable
  public func _resolve() -> _ResolvedReducer<State, Action> {
    body._resolve()
  }
}

extension Reducer {
  @inlinable
  public func _resolve() -> _ResolvedReducer<State, Action> {
    _ResolvedReducer { state, action in self.reduce(into: &state, action: action) }
  }
}
