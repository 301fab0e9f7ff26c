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
    set {
      BindingAction.send(keyPath, newValue, sentAs: Action.self) { send(.binding($0)) }
    }
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
      BindingAction.send(keyPath, newValue, sentAs: Action.ViewAction.self) {
        send(.view(.binding($0)))
      }
    }
  }
}

extension BindingAction where Root: ObservableState {
  /// Sends `.set(keyPath, value)` through `send`, as a store's settable field does: with the
  /// field's direct writer when there is one, reported if no reducer applies it, and in the
  /// storage of the previous binding to the same field once no copy of that one is left.
  @MainActor
  @inlinable
  static func send<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<Root, Value>, _ value: Value, sentAs actionType: Any.Type,
    through send: (Self) -> Void
  ) {
    // The action is a temporary, released when the statement ends.
    send(Self(storage: _SetBinding.sent(to: keyPath, newValue: value, as: actionType)))
    _SetBinding.sendEnded(to: keyPath)
  }
}
