extension Store where State: ObservableState, Action: BindableAction, Action.State == State {
  /// Reads a field, or writes it by sending a binding action.
  ///
  /// ```swift
  /// store.displayName = "Blob"  // sends .binding(.set(\.displayName, "Blob"))
  /// ```
  ///
  /// Every write sends an action, even one that repeats the current value.
  public subscript<Value: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<State, Value>
  ) -> Value {
    get { state[keyPath: keyPath] }
    @inlinable
    set { send(.binding(BindingAction(setting: keyPath, to: newValue, sentAs: Action.self))) }
  }
}

extension Store
where
  State: ObservableState,
  Action: ViewAction,
  Action.ViewAction: BindableAction,
  Action.ViewAction.State == State
{
  /// Reads a field, or writes it by sending a binding action wrapped in the view action.
  ///
  /// ```swift
  /// store.username = "blob"  // sends .view(.binding(.set(\.username, "blob")))
  /// ```
  public subscript<Value: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<State, Value>
  ) -> Value {
    get { state[keyPath: keyPath] }
    @inlinable
    set {
      send(
        .view(
          .binding(BindingAction(setting: keyPath, to: newValue, sentAs: Action.ViewAction.self)))
      )
    }
  }
}

extension BindingAction where Root: ObservableState {
  /// `.set(keyPath, value)`, with the field's direct writer when there is one.
  @MainActor
  @inlinable
  init<Value: Equatable & Sendable>(
    setting keyPath: WritableKeyPath<Root, Value>, to value: Value, sentAs actionType: Any.Type
  ) {
    let storage = _SetBinding(field: keyPath, newValue: value, writer: _stateField(for: keyPath))
    storage.sentByStoreAs = actionType
    self.init(storage: storage)
  }
}
