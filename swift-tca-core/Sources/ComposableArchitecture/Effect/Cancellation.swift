import Synchronization

/// A cancellation id, compared by its type and its value (`CancelID.timer` of one enum never
/// cancels a `.timer` of another), and where in the navigation tree the feature that used it runs.
@usableFromInline
struct CancelKey: Hashable, @unchecked Sendable {
  // `value` is built from a `Hashable & Sendable` id.
  let type: ObjectIdentifier
  let value: AnyHashable
  /// The presented children and stack elements, outermost first, between the store's root
  /// feature and the feature that used the id: see ``NavigationIDPath``.
  var path: NavigationIDPath

  init<ID: Hashable & Sendable>(_ id: ID, path: NavigationIDPath = NavigationIDPath()) {
    self.type = ObjectIdentifier(ID.self)
    self.value = AnyHashable(id)
    self.path = path
  }

  /// The id wherever it is used: what the registry indexes work by.
  var unscoped: CancelKey {
    var key = self
    key.path = NavigationIDPath()
    return key
  }

  /// Whether cancelling `self` reaches work registered under `key`: the same id, used by the
  /// same feature or one presented under it.
  func reaches(_ key: CancelKey) -> Bool {
    type == key.type && value == key.value && key.path.starts(with: path)
  }
}

/// An id that work is registered under when it starts; with `cancelInFlight`, registering first
/// cancels the work already registered under it.
@usableFromInline
struct Cancellation: Sendable {
  let id: CancelKey
  let cancelInFlight: Bool
}

extension Effect {
  /// Makes this effect cancellable by `id`; with `cancelInFlight`, starting it first cancels any
  /// in-flight effect with the same id.
  ///
  /// ```swift
  /// enum CancelID { case timer }
  ///
  /// return .run { send in
  ///   for await _ in clock.timer(interval: .seconds(1)) {
  ///     await send(.timerTick)
  ///   }
  /// }
  /// .cancellable(id: CancelID.timer)
  /// ```
  ///
  /// Ids are compared by type and value, and are scoped to the store that runs the effect.
  public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Self {
    let cancellation = Cancellation(id: CancelKey(id), cancelInFlight: cancelInFlight)
    return withCancellation(cancellation)
  }

  private func withCancellation(_ cancellation: Cancellation) -> Self {
    switch operation {
    case .none:
      return cancellation.cancelInFlight ? Self(.cancel(cancellation.id)) : .none
    case .send:
      return cancellation.cancelInFlight
        ? Self(.merge([Self(.cancel(cancellation.id)), self])) : self
    case var .run(run):
      run.cancellations.append(cancellation)
      return Self(.run(run))
    case let .merge(effects):
      let cancelFirst = cancellation.cancelInFlight ? [Self(.cancel(cancellation.id))] : []
      let tagged = Cancellation(id: cancellation.id, cancelInFlight: false)
      return Self(.merge(cancelFirst + effects.map { $0.withCancellation(tagged) }))
    case .cancel:
      return self
    }
  }

  /// Cancels every in-flight effect with `id`, and finishes at once.
  ///
  /// ```swift
  /// case .stopButtonTapped:
  ///   return .cancel(id: CancelID.timer)
  /// ```
  public static func cancel(id: some Hashable & Sendable) -> Self {
    Self(.cancel(CancelKey(id)))
  }
}

extension Effect {
  /// This effect as run by the child at `component` of the feature that returns it: its
  /// cancellation ids (and those its work uses at run time) belong to that child, so they reach
  /// only its own effects and those of features presented under it.
  @usableFromInline
  func scoped(to component: AnyHashable) -> Self {
    switch operation {
    case .none, .send:
      return self
    case var .run(run):
      run.navigationPath.prepend(component)
      run.cancellations = run.cancellations.map {
        var id = $0.id
        id.path.prepend(component)
        return Cancellation(id: id, cancelInFlight: $0.cancelInFlight)
      }
      return Self(.run(run))
    case let .merge(effects):
      return Self(.merge(effects.map { $0.scoped(to: component) }))
    case var .cancel(id):
      id.path.prepend(component)
      return Self(.cancel(id))
    }
  }
}

/// Where a feature runs in the navigation tree of its store: the presented children and stack
/// elements (each named by its operator and identity), outermost first.
///
/// A cancellation id used by a feature reaches the effects with that id started by the same
/// feature or by features presented under it, never those of a sibling: two pushed elements
/// that both use `CancelID.timer` have a timer each.
@usableFromInline
struct NavigationIDPath: Hashable, Sendable {
  private var components: [AnyHashableSendable] = []

  @usableFromInline
  init() {}

  var isEmpty: Bool { components.isEmpty }

  mutating func prepend(_ component: AnyHashable) {
    components.insert(AnyHashableSendable(component), at: 0)
  }

  /// Whether `prefix` is this path or one of its ancestors.
  func starts(with prefix: NavigationIDPath) -> Bool {
    components.starts(with: prefix.components)
  }
}

/// A component of a navigation path: a child's operator and identity, built from Sendable
/// values (see ``ChildEffectsID``).
private struct AnyHashableSendable: Hashable, @unchecked Sendable {
  let base: AnyHashable
  init(_ base: AnyHashable) { self.base = base }
}

/// Runs `operation` so that it can be cancelled by `id`, with `Task.cancel(id:)` or an
/// `Effect.cancel(id:)`.
///
/// ```swift
/// try await withTaskCancellation(id: CancelID.search, cancelInFlight: true) {
///   try await clock.sleep(for: .milliseconds(300))
///   await send(.search(query))
/// }
/// ```
public func withTaskCancellation<T: Sendable>(
  id: some Hashable & Sendable,
  cancelInFlight: Bool = false,
  isolation: isolated (any Actor)? = #isolation,
  operation: @escaping @Sendable () async throws -> T
) async throws -> T {
  let context = EffectContext.current
  return try await context.registry.run(
    registeredUnder: [
      Cancellation(
        id: CancelKey(id, path: context.navigationPath), cancelInFlight: cancelInFlight)
    ],
    operation: operation)
}

/// Runs a non-throwing `operation` so that it can be cancelled by `id`.
///
/// ```swift
/// await withTaskCancellation(id: CancelID.timer) {
///   for await _ in clock.timer(interval: .seconds(1)) { await send(.tick) }
/// }
/// ```
public func withTaskCancellation<T: Sendable>(
  id: some Hashable & Sendable,
  cancelInFlight: Bool = false,
  isolation: isolated (any Actor)? = #isolation,
  operation: @escaping @Sendable () async -> T
) async -> T {
  let context = EffectContext.current
  return await context.registry.run(
    registeredUnder: [
      Cancellation(
        id: CancelKey(id, path: context.navigationPath), cancelInFlight: cancelInFlight)
    ],
    operation: operation)
}

extension Task where Success == Never, Failure == Never {
  /// Cancels every in-flight effect and `withTaskCancellation(id:cancelInFlight:isolation:operation:)`
  /// operation registered under `id`.
  ///
  /// ```swift
  /// Task.cancel(id: CancelID.timer)
  /// ```
  ///
  /// Inside an effect this reaches the effects of the same store started by the same feature
  /// (or features presented under it); elsewhere, operations started outside any store.
  public static func cancel(id: some Hashable & Sendable) {
    let context = EffectContext.current
    context.registry.cancel(CancelKey(id, path: context.navigationPath))
  }
}
