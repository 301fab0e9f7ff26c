@_spi(Internals) import Dependencies
import Observation

/// Where a store's state lives: the root holds the state and runs the reducer; a scoped core is
/// a view onto its parent. (Where a store's actions go is not the core's business: each store
/// is given its one send function where it is created or scoped; see `Store.send`.)
///
/// A class, not a protocol: a `Store` holds its core as `StoreCore<State, Action>` and calls it
/// through the class's table, where a protocol existential would box it and look up its witness
/// table on every state read. The class itself is never instantiated: `RootCore`, `ScopedCore`
/// and `ElementCore` override every member below, so the stubs cannot be reached.
@MainActor
@usableFromInline
class StoreCore<State, Action> {
  /// The state, registering an observation of the root's state identity.
  var state: State { fatalError(Self.unreachable) }
  /// The state, without registering an observation at the store level.
  var untrackedState: State { fatalError(Self.unreachable) }
  /// Cancels every effect of the root store.
  func cancelAllEffects() { fatalError(Self.unreachable) }
  /// The dependencies the root store runs its reducer with.
  var dependencies: DependencyValues { fatalError(Self.unreachable) }
  /// The root store's effects.
  var effectRegistry: EffectRegistry { fatalError(Self.unreachable) }
  /// Told after each send the root store processes, once its synchronous actions are processed.
  var stateChanges: StateChangeRelay { fatalError(Self.unreachable) }

  private static var unreachable: String {
    "StoreCore is abstract: RootCore, ScopedCore and ElementCore override every member"
  }
}
