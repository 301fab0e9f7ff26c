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
    @ReducerBuilder<State, Action> _ reducer:
      @escaping (_ oldValue: Value, _ newValue: Value)
      -> Changed
  ) -> _OnChangeReducer<Self, Value, Changed> {
    _OnChangeReducer(base: self, toValue: toValue, isDuplicate: ==, reducer: reducer)
  }

  /// Runs `perform` whenever this reducer changes the value at `toValue`, with the old value and
  /// the state to change; the effect it returns runs with the action's.
  ///
  /// ```swift
  /// BindingReducer()
  ///   .onChange(of: \.displayName) { oldValue, state in
  ///     state.isValid = !state.displayName.isEmpty
  ///     return .none
  ///   }
  /// ```
  public func onChange<Value: Equatable>(
    of toValue: @escaping (State) -> Value,
    _ perform: @escaping (_ oldValue: Value, _ state: inout State) -> Effect<Action>
  ) -> _OnChangeReducer<Self, Value, Reduce<State, Action>> {
    _OnChangeReducer(base: self, toValue: toValue, isDuplicate: ==) { oldValue, _ in
      Reduce { state, _ in perform(oldValue, &state) }
    }
  }

  /// Runs the reducer that `reducer` builds whenever this reducer changes the value at
  /// `toValue`, where `isDuplicate` decides what counts as a change.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .onChange(of: \.query, removeDuplicates: { $0.lowercased() == $1.lowercased() }) { _, query in
  ///     Reduce { state, _ in
  ///       state.results = []
  ///       return .send(.search(query))
  ///     }
  ///   }
  /// ```
  public func onChange<Value, Changed: Reducer<State, Action>>(
    of toValue: @escaping (State) -> Value,
    removeDuplicates isDuplicate: @escaping (Value, Value) -> Bool,
    @ReducerBuilder<State, Action> _ reducer:
      @escaping (_ oldValue: Value, _ newValue: Value)
      -> Changed
  ) -> _OnChangeReducer<Self, Value, Changed> {
    _OnChangeReducer(base: self, toValue: toValue, isDuplicate: isDuplicate, reducer: reducer)
  }
}

/// The reducer `Reducer.onChange(of:_:)` (either form) and
/// ``Reducer/onChange(of:removeDuplicates:_:)`` build.
public struct _OnChangeReducer<Base: Reducer, Value, Changed: Reducer>: Reducer
where Changed.State == Base.State, Changed.Action == Base.Action {
  let base: Base
  let toValue: (Base.State) -> Value
  let isDuplicate: (Value, Value) -> Bool
  let reducer: (Value, Value) -> Changed

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    _resolve().run(&state, action)
  }

  public func _resolve() -> _ResolvedReducer<Base.State, Base.Action> {
    let base = base._resolve().run
    let toValue = toValue
    let isDuplicate = isDuplicate
    let reducer = reducer
    return _ResolvedReducer { state, action in
      let oldValue = toValue(state)
      let baseEffect = base(&state, action)
      let newValue = toValue(state)
      guard !isDuplicate(oldValue, newValue) else { return baseEffect }
      return baseEffect.merge(
        with: reducer(oldValue, newValue).reduce(into: &state, action: action))
    }
  }
}
