/// What a running effect knows of where it runs: the registry of its store's in-flight work
/// and the navigation path of the feature that returned it. One task-local value holds both,
/// so that an effect starts with one `withValue`, which keeps the caller's actor.
@usableFromInline
struct EffectContext: Sendable {
  /// The registry of the store whose effect is running, or the process-wide one.
  var registry: EffectRegistry
  /// The path of the feature whose effect is running (empty at the root).
  var navigationPath: NavigationIDPath

  /// The context of the effect running on this task; outside any store, the process-wide
  /// registry at the root.
  @TaskLocal static var current = EffectContext(
    registry: EffectRegistry(), navigationPath: NavigationIDPath())
}
