import ComposableArchitecture

// The binding view state of a test store, as binding tests before 1.7 derived a view's state
// from it (`LoginViewState(store.bindings)`): a snapshot of the store's current state, whose
// bindings write to a store of their own, not to the test store.

extension TestStore where Action: BindableAction, State == Action.State {
  /// The store's current state as a binding view store.
  ///
  /// ```swift
  /// #expect(LoginViewState(store.bindings).isLoginButtonDisabled)
  /// ```
  @available(
    *, deprecated,
    message:
      "Derive bindings directly from stores using '@ObservableState'. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#BindingState"
  )
  public var bindings: BindingViewStore<State> {
    Store<State, Action>(initialState: state) { BindingReducer() }.bindings
  }
}

extension TestStore {
  /// The store's current state as the binding view store of its view actions.
  ///
  /// ```swift
  /// #expect(LoginViewState(store.bindings(action: \.view)).isFormDisabled)
  /// ```
  @available(
    *, deprecated,
    message:
      "Derive bindings directly from stores using '@ObservableState'. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#BindingState"
  )
  public func bindings<ViewAction: BindableAction>(
    action toViewAction: CaseKeyPath<Action, ViewAction>
  ) -> BindingViewStore<State> where State == ViewAction.State {
    Store<State, ViewAction>(initialState: state) { BindingReducer() }.bindings
  }
}
