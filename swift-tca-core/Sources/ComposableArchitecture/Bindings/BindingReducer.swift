import CasePaths

/// Applies the ``BindingAction``s of a ``BindableAction`` to the state.
///
/// Put it before the reducers that react to binding actions: they then see the new value.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   BindingReducer()
///     .onChange(of: \.displayName) { oldValue, newValue in
///       Reduce { state, _ in
///         state.isNameValid = !newValue.isEmpty
///         return .none
///       }
///     }
///   Reduce { state, action in
///     switch action {
///     case .binding(\.enableNotifications):
///       return .run { _ in /* request authorization */ }
///     case .binding:
///       return .none
///     }
///   }
/// }
/// ```
///
/// For binding actions nested in view actions, name the case that holds them:
/// `BindingReducer(action: \.view)`.
public struct BindingReducer<State, Action, ViewAction: BindableAction>: Reducer
where ViewAction.State == State {
  /// `nil` when the reducer's own actions are the bindable ones.
  @usableFromInline
  let toViewAction: ((Action) -> ViewAction?)?

  /// Applies the binding actions of the reducer's own actions.
  ///
  /// ```swift
  /// BindingReducer()
  /// ```
  public init() where Action == ViewAction {
    self.toViewAction = nil
  }

  /// Applies the binding actions found in the case at `toViewAction`.
  ///
  /// ```swift
  /// BindingReducer(action: \.view)
  /// ```
  public init(action toViewAction: CaseKeyPath<Action, ViewAction>) {
    self.toViewAction = AnyCasePath(toViewAction).extract
  }

  /// Applies the binding actions of the actions `toViewAction` returns.
  ///
  /// ```swift
  /// BindingReducer(action: { action in
  ///   if case let .view(view) = action { view } else { nil }
  /// })
  /// ```
  public init(action toViewAction: @escaping (_ action: Action) -> ViewAction?) {
    self.toViewAction = toViewAction
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    _resolve().run(&state, action)
  }

  @inlinable
  public func _resolve() -> _ResolvedReducer<State, Action> {
    guard let toViewAction else {
      return _ResolvedReducer { state, action in
        // `Action == ViewAction` here: the specialised cast is free.
        (action as! ViewAction).binding?.set(&state)
        return .none
      }
    }
    return _ResolvedReducer { state, action in
      toViewAction(action)?.binding?.set(&state)
      return .none
    }
  }
}
