@_spi(Internals) import Dependencies

/// The core of a scoped store: reads its state through its parent.
@MainActor
final class ScopedCore<ParentState, ParentAction, State, Action>: StoreCore<State, Action> {
  private let parent: StoreCore<ParentState, ParentAction>
  private let toState: (ParentState) -> State

  init(parent: StoreCore<ParentState, ParentAction>, toState: @escaping (ParentState) -> State) {
    self.parent = parent
    self.toState = toState
  }

  override var state: State {
    toState(parent.state)
  }

  override var untrackedState: State {
    toState(parent.untrackedState)
  }

  override func cancelAllEffects() {
    parent.cancelAllEffects()
  }

  override var dependencies: DependencyValues {
    parent.dependencies
  }

  override var stateChanges: StateChangeRelay {
    parent.stateChanges
  }
}
