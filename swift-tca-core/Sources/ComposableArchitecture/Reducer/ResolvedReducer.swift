/// A reducer reduced to its function, built once by ``Reducer/_resolve()``.
public struct _ResolvedReducer<State, Action> {
  /// Evolves the state for an action.
  public let run: (inout State, Action) -> Effect<Action>

  /// Wraps a reducer function.
  @inlinable
  public init(_ run: @escaping (inout State, Action) -> Effect<Action>) {
    self.run = run
  }
}

/// A child reducer resolved on first use rather than when its parent is built, so that a
/// reducer can contain itself (`.forEach(\.rows, action: \.rows) { Self() }`).
@usableFromInline
final class LazyResolvedReducer<State, Action> {
  // Unchecked: written once, by the first run, before it calls the reducer; a dynamic
  // exclusivity check on each read cost a tenth of a scope level.
  @usableFromInline @exclusivity(unchecked)
  var resolve: (() -> _ResolvedReducer<State, Action>)?
  @usableFromInline @exclusivity(unchecked)
  var resolved: ((inout State, Action) -> Effect<Action>)?

  @inlinable
  init<R: Reducer<State, Action>>(_ reducer: R) {
    self.resolve = { reducer._resolve() }
  }

  /// The child's function, resolving it now if it was not yet.
  @inlinable
  func resolvedNow() -> (inout State, Action) -> Effect<Action> {
    if let resolved { return resolved }
    let run = resolve!().run
    resolved = run
    resolve = nil
    return run
  }

  @inlinable
  func run(_ state: inout State, _ action: Action) -> Effect<Action> {
    if let resolved { return resolved(&state, action) }
    return resolveAndRun(&state, action)
  }

  @usableFromInline
  func resolveAndRun(_ state: inout State, _ action: Action) -> Effect<Action> {
    resolvedNow()(&state, action)
  }
}
