import CasePaths

extension Store {
  /// Derives a store for a presented feature, or `nil` while it is dismissed: the headless
  /// counterpart of SwiftUI's `$store.scope(state: \.addItem, action: \.addItem)`.
  ///
  /// ```swift
  /// if let form = store.scope(state: \.addItem, action: \.addItem) {
  ///   form.send(.saveButtonTapped)   // sends .addItem(.presented(.saveButtonTapped))
  /// }
  /// ```
  ///
  /// The child store sends the feature's own actions, wrapped in `.presented`. To dismiss it,
  /// send `.addItem(.dismiss)` to this store.
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState?>,
    action: CaseKeyPath<Action, PresentationAction<ChildAction>>
  ) -> Store<ChildState, ChildAction>? {
    scope(state: state, action: action.appending(path: \.presented))
  }
}
