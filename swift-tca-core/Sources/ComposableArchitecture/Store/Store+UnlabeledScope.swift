extension Store {
  /// Derives a store for a child feature: `scope(state:action:)` without the `state:` label.
  ///
  /// ```swift
  /// let child = store.scope(\.child, action: \.child)
  /// ```
  // Disfavoured so that a collection of rows scopes to row stores, not one store of the array.
  @_disfavoredOverload
  public func scope<ChildState, ChildAction>(
    _ state: KeyPath<State, ChildState>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    scope(state: state, action: action)
  }

  /// Derives a store for an optional child, or `nil` while it is absent: `scope(state:action:)`
  /// without the `state:` label.
  ///
  /// ```swift
  /// if let child = store.scope(\.child, action: \.child) { child.send(.refresh) }
  /// ```
  public func scope<ChildState, ChildAction>(
    _ state: KeyPath<State, ChildState?>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? {
    scope(state: state, action: action)
  }

  /// Derives a store for a presented feature, or `nil` while it is dismissed:
  /// `scope(state:action:)` without the `state:` label.
  ///
  /// ```swift
  /// store.scope(\.addItem, action: \.addItem)?.send(.saveButtonTapped)
  /// ```
  public func scope<ChildState, ChildAction>(
    _ state: KeyPath<State, ChildState?>,
    action: CaseKeyPath<Action, PresentationAction<ChildAction>>
  ) -> Store<ChildState, ChildAction>? {
    scope(state: state, action: action)
  }

  /// Derives one store per row of a collection of child features: `scope(state:action:)`
  /// without the `state:` label.
  ///
  /// ```swift
  /// for row in store.scope(\.rows, action: \.rows) { print(row.title) }
  /// ```
  public func scope<ElementID, ElementState, ElementAction>(
    _ state: KeyPath<State, IdentifiedArray<ElementID, ElementState>>,
    action: CaseKeyPath<Action, IdentifiedAction<ElementID, ElementAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _StoreCollection<ElementID, ElementState, ElementAction> {
    scope(
      state: state, action: action, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
