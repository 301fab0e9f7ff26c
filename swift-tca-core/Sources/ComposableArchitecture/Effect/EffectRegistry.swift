import LiteSupport

/// What one store's effects share while they run (or what code running outside any store
/// shares): the in-flight work registered under cancellation ids, and when each throttled id
/// last ran.
@usableFromInline
final class EffectRegistry: Sendable {
  /// What `throttle` keeps per store, like ids.
  struct Throttling {
    /// When each throttled id last ran, on its clock.
    var lastRun: [CancelKey: any Sendable] = [:]
    /// Throttled ids with an effect waiting for the interval to end.
    var waiting: Set<CancelKey> = []
  }

  let throttling = VisibleLock(Throttling())

  /// One piece of in-flight work: cancelled before or after its task is attached.
  // Unchecked: `cancel` and `isCancelled` are only touched under the registry's lock.
  final class Handle: @unchecked Sendable {
    let ids: [CancelKey]
    let serial: Int
    fileprivate var cancel: (@Sendable () -> Void)?
    fileprivate var isCancelled = false

    init(ids: [CancelKey], serial: Int) {
      self.ids = ids
      self.serial = serial
    }
  }

  private struct Entries {
    var nextSerial = 0
    var all: [Int: Handle] = [:]
    var byID: [CancelKey: [Int: Handle]] = [:]
  }

  // Visible to ThreadSanitizer: effects register, attach and cancel from any thread.
  private let entries = VisibleLock(Entries())

  /// Every registry alive, for ``_cancellationCancellables``: touched as stores are made and
  /// released, on whatever threads; behind a lock ThreadSanitizer sees.
  static let alive = VisibleLock<[ObjectIdentifier: Weak]>([:])

  struct Weak: @unchecked Sendable {
    weak var registry: EffectRegistry?
  }

  init() {
    let weak = Weak(registry: self)
    _ = Self.alive.withLock { $0.updateValue(weak, forKey: ObjectIdentifier(self)) }
  }

  deinit {
    _ = Self.alive.withLock { $0.removeValue(forKey: ObjectIdentifier(self)) }
  }

  /// The ids that work not yet cancelled is registered under.
  var registeredIDCount: Int {
    entries.withLock { entries in
      entries.byID.values.count { $0.values.contains { !$0.isCancelled } }
    }
  }

  /// A way to cancel each piece of work in flight, by the order it started in.
  var inFlight: [Int: @Sendable () -> Void] {
    let handles = entries.withLock { $0.all }
    return handles.mapValues { handle in { [weak self] in self?.cancel([handle]) } }
  }

  /// Cancels the work registered under ids (not the work of plain `.run` effects).
  func cancelRegisteredUnderIDs() {
    cancel(entries.withLock { $0.byID.values.flatMap(\.values) })
  }

  /// Registers work under `cancellations`, first cancelling in-flight work where asked.
  private func register(_ cancellations: [Cancellation]) -> Handle {
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
    cancel(handles.filter { $0.ids.contains(where: id.reaches) })
  }

  /// Cancels all work, as when a store is released.
  func cancelAll() {
    cancel(entries.withLock { Array($0.all.values) })
  }

  /// Gives `handle` the way to cancel its task, which runs at once if it was already cancelled.
  private func attach(_ handle: Handle, cancel: @escaping @Sendable () -> Void) {
    let cancelNow = entries.withLock { _ -> Bool in
      handle.cancel = cancel
      return handle.isCancelled
    }
    if cancelNow { cancel() }
  }

  /// Marks `handles` cancelled and cancels the tasks attached to them, outside the lock: a task's
  /// cancellation handlers may come back to the registry.
  private func cancel(_ handles: [Handle]) {
    guard !handles.isEmpty else { return }
    let cancels = entries.withLock { _ in
      handles.compactMap { handle -> (@Sendable () -> Void)? in
        handle.isCancelled = true
        return handle.cancel
      }
    }
    for cancel in cancels { cancel() }
  }

  /// Starts `operation` in a task of its own, registered under `cancellations` until it
  /// returns: cancelling one of the ids (or the returned task) cancels it. The one way work
  /// starts under ids, for the store's effects and for
  /// `withTaskCancellation(id:cancelInFlight:isolation:operation:)`.
  ///
  /// `operation` is handed its registration, so that work that says it is done early (a
  /// publisher that completed) can end it with ``remove(_:)`` before its task returns.
  func start<Success: Sendable>(
    registeredUnder cancellations: [Cancellation],
    priority: TaskPriority?,
    name: String? = nil,
    operation: @escaping @Sendable (Handle) async -> Success
  ) -> Task<Success, Never> {
    registering(cancellations) { handle in
      Task(name: name, priority: priority) {
        let result = await operation(handle)
        remove(handle)
        return result
      }
    }
  }

  /// ``start(registeredUnder:priority:operation:)`` for work that begins at once, on the main
  /// actor, within the caller's turn (until its first suspension), as upstream's store
  /// subscribes to a publisher within the `send` that returned it.
  @MainActor
  func startImmediately(
    registeredUnder cancellations: [Cancellation],
    priority: TaskPriority?,
    name: String? = nil,
    operation: @escaping @MainActor @Sendable (Handle) async -> Void
  ) -> Task<Void, Never> {
    registering(cancellations) { handle in
      Task.immediate(name: name, priority: priority) { @MainActor in
        await operation(handle)
        remove(handle)
      }
    }
  }

  /// Registers, starts the task `makeTask` makes, and attaches it to its registration, so that
  /// cancelling an id before the task exists still cancels it.
  private func registering<Success>(
    _ cancellations: [Cancellation], _ makeTask: (Handle) -> Task<Success, Never>
  ) -> Task<Success, Never> {
    let handle = register(cancellations)
    let task = makeTask(handle)
    attach(handle) { task.cancel() }
    return task
  }

  /// Runs `operation` as ``start(registeredUnder:priority:operation:)`` starts it and waits for
  /// it: cancelling the calling task cancels it too.
  func run<T: Sendable, Failure: Error>(
    registeredUnder cancellations: [Cancellation],
    operation: @escaping @Sendable () async throws(Failure) -> T
  ) async throws(Failure) -> T {
    if cancellations.isEmpty { return try await operation() }
    let task = start(registeredUnder: cancellations, priority: nil) {
      _ async -> Result<T, Failure> in
      do throws(Failure) {
        return .success(try await operation())
      } catch {
        return .failure(error)
      }
    }
    return try await withTaskCancellationHandler {
      await task.value
    } onCancel: {
      task.cancel()
    }.get()
  }
}
