/// Makes a struct or enum state observable field by field through a store.
///
/// ```swift
/// @ObservableState
/// struct State {
///   var count = 0
///   @ObservationStateIgnored var cache: [Int: String] = [:]
/// }
/// ```
///
/// Reading `store.count` in `observe { }` (or `withObservationTracking`) re-runs it when `count`
/// changes, not when other fields do. Properties with property wrappers are not tracked.
@attached(extension, conformances: Observable, ObservableState)
@attached(
  member, names: named(_$observationRegistrar), named(_$id), named(_$fieldNames), named(_$field))
@attached(memberAttribute)
public macro ObservableState() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ObservableStateMacro")

/// Tracks one stored property of an ``ObservableState()`` struct; applied by that macro.
@attached(accessor, names: named(init), named(get), named(set), named(_modify))
@attached(peer, names: prefixed(_))
public macro ObservationStateTracked() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ObservationStateTrackedMacro")

/// Excludes a stored property of an ``ObservableState()`` struct from observation.
///
/// ```swift
/// @ObservationStateIgnored var cache: [Int: String] = [:]
/// ```
@attached(accessor, names: named(willSet))
public macro ObservationStateIgnored() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ObservationStateIgnoredMacro")
