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

  /// The path of the effect running on this task.
  @TaskLocal static var current = NavigationIDPath()

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
  operation: @escaping @Sendable () async throws -> T
) async throws -> T {
  let registry = CancellationRegistry.current
  let cancellation = Effect<Never>.Cancellation(
    id: CancelKey(id, path: NavigationIDPath.current), cancelInFlight: cancelInFlight)
  let handle = registry.register([cancellation])
  let task = Task { try await operation() }
  handle.attach { task.cancel() }
  defer { registry.remove(handle) }
  return try await withTaskCancellationHandler {
    try await task.value
  } onCancel: {
    task.cancel()
  }
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
  operation: @escaping @Sendable () async -> T
) async -> T {
  let registry = CancellationRegistry.current
  let cancellation = Effect<Never>.Cancellation(
    id: CancelKey(id, path: NavigationIDPath.current), cancelInFlight: cancelInFlight)
  let handle = registry.register([cancellation])
  let task = Task { await operation() }
  handle.attach { task.cancel() }
  defer { registry.remove(handle) }
  return await withTaskCancellationHandler {
    await task.value
  } onCancel: {
    task.cancel()
  }
}

extension Task where Success == Never, Failure == Never {
  /// Cancels every in-flight effect and `withTaskCancellation(id:cancelInFlight:operation:)`
  /// operation registered under `id`.
  ///
  /// ```swift
  /// Task.cancel(id: CancelID.timer)
  /// ```
  ///
  /// Inside an effect this reaches the effects of the same store started by the same feature
  /// (or features presented under it); elsewhere, operations started outside any store.
  public static func cancel(id: some Hashable & Sendable) {
    CancellationRegistry.current.cancel(CancelKey(id, path: NavigationIDPath.current))
  }
}

/// The in-flight cancellable work of one store (or of code running outside any store).
@usableFromInline
final class CancellationRegistry: Sendable {
  /// The registry of the store whose effect is running, or the process-wide one.
  @TaskLocal static var current = CancellationRegistry()

  /// When each throttled id last ran, on its clock (`throttle` keeps it per store, like ids).
  let throttleTimes = Mutex<[CancelKey: any Sendable]>([:])
  /// Throttled ids with an effect waiting for the interval to end.
  let throttleWaiting = Mutex<Set<CancelKey>>([])

  /// One piece of in-flight work: cancelled before or after its task is attached.
  final class Handle: Sendable {
    let ids: [CancelKey]
    let serial: Int
    private let state = Mutex<(cancel: (@Sendable () -> Void)?, isCancelled: Bool)>((nil, false))

    init(ids: [CancelKey], serial: Int) {
      self.ids = ids
      self.serial = serial
    }

    func attach(_ cancel: @escaping @Sendable () -> Void) {
      let cancelNow = state.withLock { state -> Bool in
        state.cancel = cancel
        return state.isCancelled
      }
      if cancelNow { cancel() }
    }

    func cancel() {
      let cancel = state.withLock { state -> (@Sendable () -> Void)? in
        state.isCancelled = true
        return state.cancel
      }
      cancel?()
    }
  }

  private struct Entries {
    var nextSerial = 0
    var all: [Int: Handle] = [:]
    var byID: [CancelKey: [Int: Handle]] = [:]
  }

  private let entries = Mutex(Entries())

  /// Registers work under `cancellations`, first cancelling in-flight work where asked.
  func register<Action>(_ cancellations: [Effect<Action>.Cancellation]) -> Handle {
    for cancellation in cancellations where cancellation.cancelInFlight {
      cancel(cancellation.id)
    }
    return entries.withLock { entries in
      let handle = Handle(ids: cancellations.map(\.id), serial: entries.nextSerial)
      entries.nextSerial += 1
      entries.all[handle.serial] = handle
      for id in handle.ids {
        entries.byID[id.unscoped, default: [:]][handle.serial] = handle
      }
      return handle
    }
  }

  func remove(_ handle: Handle) {
    entries.withLock { entries in
      entries.all[handle.serial] = nil
      for id in handle.ids.lazy.map(\.unscoped) {
        entries.byID[id]?[handle.serial] = nil
        if entries.byID[id]?.isEmpty == true { entries.byID[id] = nil }
      }
    }
  }

  /// Cancels the work registered under `id` by the feature that used it, or by features
  /// presented under that one.
  @usableFromInline
  func cancel(_ id: CancelKey) {
    let handles = entries.withLock { $0.byID[id.unscoped].map { Array($0.values) } ?? [] }
    for handle in handles where handle.ids.contains(where: id.reaches) { handle.cancel() }
  }

  /// Cancels all work, as when a store is released.
  func cancelAll() {
    let handles = entries.withLock { Array($0.all.values) }
    for handle in handles { handle.cancel() }
  }

  /// Runs `operation` as a child of the current task, registered under `cancellations`.
  func withCancellations(
    _ cancellations: [Effect<some Any>.Cancellation],
    operation: @escaping @Sendable () async -> Void
  ) async {
    if cancellations.isEmpty { return await operation() }
    let handle = register(cancellations)
    let task = Task { await operation() }
    handle.attach { task.cancel() }
    await withTaskCancellationHandler {
      await task.value
    } onCancel: {
      task.cancel()
    }
    remove(handle)
  }
}
