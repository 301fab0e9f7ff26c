@_spi(Internals) import CasePathsCore

/// What one store's effects share while they run (or what code running outside any store
/// shares): the in-flight work registered under cancellation ids, and when each throttled id
/// last ran.
@usableFromInline
final class EffectRegistry: Sendable {
  /// The registry of the store whose effect is running, or the process-wide one.
  @TaskLocal static var current = EffectRegistry()

  /// What `throttle` keeps per store, like ids.
  struct Throttling {
    /// When each throttled id last ran, on its clock.
    var lastRun: [CancelKey: any Sendable] = [:]
    /// Throttled ids with an effect waiting for the interval to end.
    var waiting: Set<CancelKey> = []
  }

  let throttling = _VisibleLock(Throttling())

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
  private let entries = _VisibleLock(Entries())

  /// Every registry alive, for ``_cancellationCancellables``: touched as stores are made and
  /// released, on whatever threads; behind a lock ThreadSanitizer sees.
  static let alive = _VisibleLock<[ObjectIdentifier: Weak]>([:])

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

  /// Cancels the work registered under ids (not the work of plain `.run` effects).
  func cancelRegisteredUnderIDs() {
    cancel(entries.withLock { $0.byID.values.flatMap(\.values) })
  }

  /// Registers work under `cancellations`, first cancelling in-flight work where asked.
  func register(_ cancellations: [Cancellation]) -> Handle {
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
  func attach(_ handle: Handle, cancel: @escaping @Sendable () -> Void) {
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

  /// Runs `operation` in a task of its own, registered under `cancellations` while it runs:
  /// cancelling one of them, or the calling task, cancels it. The one cancellation sequence of
  /// effects and of `withTaskCancellation(id:cancelInFlight:operation:)`.
  func run<T: Sendable, Failure: Error>(
    registeredUnder cancellations: [Cancellation],
    operation: @escaping @Sendable () async throws(Failure) -> T
  ) async throws(Failure) -> T {
    if cancellations.isEmpty { return try await operation() }
    let handle = register(cancellations)
    defer { remove(handle) }
    let task = Task { () async -> Result<T, Failure> in
      do throws(Failure) {
        return .success(try await operation())
      } catch {
        return .failure(error)
      }
    }
    attach(handle) { task.cancel() }
    return try await withTaskCancellationHandler {
      await task.value
    } onCancel: {
      task.cancel()
    }.get()
  }
}
