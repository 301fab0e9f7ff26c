@_spi(Internals) import Dependencies

/// The core of a store scoped from another: its state is read through the parent's, and the
/// rest (effects, dependencies, state changes) is the root's, reached through the parent.
/// Subclassed by ``ScopedCore`` (a part of the parent's state) and ``ElementCore`` (a row).
@MainActor
class ChildCore<ParentState, ParentAction, State, Action>: StoreCore<State, Action> {
  let parent: StoreCore<ParentState, ParentAction>

  init(parent: StoreCore<ParentState, ParentAction>) {
    self.parent = parent
  }

  override final func cancelAllEffects() {
    parent.cancelAllEffects()
  }

  override final var dependencies: DependencyValues {
    parent.dependencies
  }

  override final var effectRegistry: EffectRegistry {
    parent.effectRegistry
  }

  override final var stateChanges: StateChangeRelay {
    parent.stateChanges
  }
}

/// The core of a scoped store: reads its state through its parent.
@MainActor
final class ScopedCore<ParentState, ParentAction, State, Action>:
  ChildCore<ParentState, ParentAction, State, Action>
{
  private let toState: (ParentState) -> State

  init(parent: StoreCore<ParentState, ParentAction>, toState: @escaping (ParentState) -> State) {
    self.toState = toState
    super.init(parent: parent)
  }

  override var state: State {
    toState(parent.state)
  }

  override var untrackedState: State {
    toState(parent.untrackedState)
  }
}
