/// Groups reducers into one, run top to bottom on the same state, with their effects merged.
///
/// Use it where a single reducer is expected but you have several:
///
/// ```swift
/// CombineReducers {
///   Scope(state: \.child, action: \.child) { Child() }
///   Reduce { state, action in .none }
/// }
/// .dependency(\.uuid, .incrementing)
/// ```
public struct CombineReducers<State, Action, Reducers: Reducer<State, Action>>: Reducer {
  let reducers: Reducers

  /// Combines the reducers the builder produces.
  public init(@ReducerBuilder<State, Action> _ build: () -> Reducers) {
    self.reducers = build()
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reducers.reduce(into: &state, action: action)
  }

  public func _resolve() -> _ResolvedReducer<State, Action> {
    reducers._resolve()
  }
}
