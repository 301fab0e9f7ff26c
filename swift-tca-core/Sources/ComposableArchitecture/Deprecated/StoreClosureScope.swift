extension Store {
  /// A store of the child state `toChildState` derives, sending its actions to this store through
  /// `fromChildAction`: how stores were scoped before key paths. Not cached: each call derives a
  /// new store.
  ///
  /// ```swift
  /// store.scope(state: { $0.child }, action: { .child($0) })
  /// ```
  @available(
    *, deprecated,
    message:
      "Pass 'state' a key path to child state and 'action' a case key path to child action, instead. For more information see the following migration guide: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.5#Store-scoping-with-key-paths"
  )
  // Disfavoured as the key path form is, so that key paths (`state: \.child`) still choose it.
  @_disfavoredOverload
  public func scope<ChildState, ChildAction>(
    state toChildState: @escaping (_ state: State) -> ChildState,
    action fromChildAction: @escaping (_ childAction: ChildAction) -> Action
  ) -> Store<ChildState, ChildAction> {
    transformingScope(state: toChildState, action: fromChildAction)
  }

  /// A new store of the state `toChildState` derives, whose actions `fromChildAction` embeds:
  /// the closure scope, for the deprecated API built on it (view stores, binding view stores).
  func transformingScope<ChildState, ChildAction>(
    state toChildState: @escaping (State) -> ChildState,
    action fromChildAction: @escaping (ChildAction) -> Action
  ) -> Store<ChildState, ChildAction> {
    let parentSend = sendAction
    return Store<ChildState, ChildAction>(
      core: ScopedCore(parent: core, toState: toChildState),
      send: { parentSend(fromChildAction($0)) }
    )
  }
}
