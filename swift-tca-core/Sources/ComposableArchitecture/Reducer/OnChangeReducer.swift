extension Reducer {
  /// Runs the reducer that `reducer` builds whenever this reducer changes the value at
  /// `toValue`, with the old and new values.
  ///
  /// ```swift
  /// BindingReducer()
  ///   .onChange(of: \.displayName) { oldValue, newValue in
  ///     Reduce { state, action in
  ///       state.isValid = !newValue.isEmpty
  ///       return .none
  ///     }
  ///   }
  /// ```
  public func onChange<Value: Equatable, Changed: Reducer<State, Action>>(
    of toValue: @escaping (State) -> Value,
    @ReducerBuilder<State, Action> _ reducer: @escaping (_ oldValue: Value, _ newValue: Value)
      -> Changed
  ) -> _OnChangeReducer<Self, Value, Changed> {
    _OnChangeReducer(base: self, toValue: toValue, reducer: reducer)
  }
}

/// The reducer ``Reducer/onChange(of:_:)`` builds.
public struct _OnChangeReducer<Base: Reducer, Value: Equatable, Changed: Reducer>: Reducer
where Changed.State == Base.State, Changed.Action == Base.Action {
  let base: Base
  let toValue: (Base.State) -> Value
  let reducer: (Value, Value) -> Changed

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    _resolve().run(&state, action)
  }

  public func _resolve() -> _ResolvedReducer<Base.State, Base.Action> {
    let base = base._resolve().run
    let toValue = toValue
    let reducer = reducer
    return _ResolvedReducer { state, action in
      let oldValue = toValue(state)
      let baseEffect = base(&state, action)
      let newValue = toValue(state)
      guard oldValue != newValue else { return baseEffect }
      return baseEffect.merge(
        with: reducer(oldValue, newValue).reduce(into: &state, action: action))
    }
  }
}
