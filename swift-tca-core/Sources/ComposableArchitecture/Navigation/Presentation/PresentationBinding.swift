import CasePaths

extension Store {
  /// A binding to the store of a presented feature, as a sheet or a navigation destination
  /// takes it: it reads the child's store (`nil` while dismissed); writing `nil` (the view
  /// dismissing) sends `.dismiss`, but only while the presentation it was read for is still
  /// showing, so a late write never dismisses a newer presentation.
  ///
  /// ```swift
  /// let sheet = store.presentationBinding(state: \.addItem, action: \.addItem)
  /// sheet.wrappedValue?.send(.nameChanged("Headphones"))
  /// sheet.wrappedValue = nil   // sends .addItem(.dismiss)
  /// ```
  public func presentationBinding<ChildState, ChildAction>(
    state: KeyPath<State, ChildState?>,
    action: CaseKeyPath<Action, PresentationAction<ChildAction>>
  ) -> StoreBinding<Store<ChildState, ChildAction>?> {
    let identity = ChildIdentity<ChildState>()
    let presented = identity(core.state[keyPath: state])
    return StoreBinding(
      get: { self.scope(state: state, action: action) },
      set: { newValue in
        guard newValue == nil, let presented,
          identity(self.core.untrackedState[keyPath: state]) == presented
        else { return }
        self.send(action(.dismiss))
      }
    )
  }
}

#if !canImport(SwiftUI)
  extension Bindable {
    /// The binding SwiftUI's `$store.scope(state:action:)` gives a sheet, where SwiftUI does not
    /// exist; see ``Store/presentationBinding(state:action:)``.
    ///
    /// ```swift
    /// @Bindable var store: StoreOf<Inventory>
    /// let sheet = $store.scope(state: \.addItem, action: \.addItem)
    /// ```
    @MainActor
    public func scope<State, Action, ChildState, ChildAction>(
      state: KeyPath<State, ChildState?>,
      action: CaseKeyPath<Action, PresentationAction<ChildAction>>
    ) -> StoreBinding<Store<ChildState, ChildAction>?> where Value == Store<State, Action> {
      wrappedValue.presentationBinding(state: state, action: action)
    }
  }
#endif
