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
    get { core.state[keyPath: keyPath] }
    set { send(.binding(.set(keyPath, newValue))) }
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
    get { core.state[keyPath: keyPath] }
    set { send(.view(.binding(.set(keyPath, newValue)))) }
  }
}
