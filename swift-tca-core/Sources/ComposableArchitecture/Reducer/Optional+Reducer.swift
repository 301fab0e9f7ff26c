/// An optional reducer runs the wrapped reducer when there is one, and does nothing otherwise.
///
/// It backs `if` statements without `else` in reducer builders:
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   if isLoggingEnabled { LoggingReducer() }
/// }
/// ```
extension Optional: Reducer where Wrapped: Reducer {
  public func reduce(
    into state: inout Wrapped.State, action: Wrapped.Action
  ) -> Effect<Wrapped.Action> {
    self?.reduce(into: &state, action: action) ?? .none
  }

  public func _resolve() -> _ResolvedReducer<Wrapped.State, Wrapped.Action> {
    switch self {
    case let .some(wrapped): wrapped._resolve()
    case .none: _ResolvedReducer { _, _ in .none }
    }
  }
}
