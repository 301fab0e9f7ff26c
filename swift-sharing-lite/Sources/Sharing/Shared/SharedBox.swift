import CustomDump
import Dependencies
import Foundation
import IssueReporting
import LiteSupport
import Observation

/// The part of a shared storage box that does not depend on its value's type: identity (for
/// test-store change tracking) and the persistence status every holder can read.
class AnySharedBox: @unchecked Sendable {
  /// What the box stores, for messages: `Shared<Int>(.appStorage("count"))`.
  let description: String
  /// Where the first holder declared it (for keyed boxes), to report storage issues there.
  let location: _SourceLocation?
  private let observers = LockedValue<(next: Int, callbacks: [Int: @Sendable () -> Void])>(
    (0, [:]))

  init(description: String, location: _SourceLocation?) {
    self.description = description
    self.location = location
  }

  /// Calls `callback` after every change of the value until the returned token is cancelled.
  func onChange(_ callback: @escaping @Sendable () -> Void) -> SharedSubscription {
    let id = observers.withLock { observers in
      defer { observers.next += 1 }
      observers.callbacks[observers.next] = callback
      return observers.next
    }
    return SharedSubscription { [weak self] in
      _ = self?.observers.withLock { $0.callbacks.removeValue(forKey: id) }
    }
  }

  /// Calls every observer, with no lock held: an observer may read or change the value.
  func notifyObservers() {
    let callbacks = observers.withLock { Array($0.callbacks.values) }
    for callback in callbacks { callback() }
  }

  /// Tells observers the value changed: a `Shared` that read this box now reads another.
  func notifyReplaced() {
    notifyObservers()
  }

  var loadError: (any Error)? { nil }
  var saveError: (any Error)? { nil }
  var isLoading: Bool { false }
  func load() async throws {}
  func save() async throws {}

  /// The dumps of `snapshot` (a value of the box's type) and of the current value.
  func dumps(fromSnapshot snapshot: Any) -> (before: String, after: String)? { nil }

  /// The change from `snapshot` to the current value, as an unasserted change is reported:
  /// `'Shared<Int>(value: 1)': 0 → 1`.
  func change(fromSnapshot snapshot: Any) -> String? { nil }
}

/// The storage of one shared value: every `Shared` made from it, or derived from those, reads and
/// writes here. Holds a persistence strategy's connection when made from a key.
///
/// Locking: one recursive lock guards the stored fields, and every access to a field is a short
/// read or write under it. A field is never handed out `inout` while code outside this class
/// runs: a `withLock` body mutates a copy that is stored back when it returns, so a read of the
/// value from inside the body (a `Shared` derived from this one, read while this one mutates, as
/// in `$syncUps.withLock { $0.remove(id: state.syncUp.id) }`) takes the lock again on the same
/// thread and sees the value from before the body, instead of trapping on Swift's exclusivity
/// check. Observers, keys' `save` and issue reports run after the lock is released.
final class SharedBox<Value>: AnySharedBox, SharedReference, @unchecked Sendable {
  private let lock = NSRecursiveLock()
  // Guarded by `lock`. Every access is a momentary read or write (the type's comment says why),
  // so none can overlap another and Swift's run-time exclusivity check, which costs a tenth of a
  // read, would never fire.
  @exclusivity(unchecked) private var storedValue: Value
  /// The default the box was created with, if it was needed (storage was empty).
  private let initialValue: Value?
  private var storedLoadError: (any Error)?
  private var storedSaveError: (any Error)?
  private var storedIsLoading = false
  private var subscription: SharedSubscription?
  /// Whether a `withLock` body is running (on the thread holding the lock).
  private var isMutating = false

  private let observation = ObservationAnchor()
  private let persistence: Persistence<Value>?
  /// The key, as `Shared`'s description names it; `nil` for a value shared without a key.
  private let keyDescription: String?

  init(
    _ value: Value, initialValue: Value? = nil, description: String,
    location: _SourceLocation? = nil, persistence: Persistence<Value>? = nil,
    keyDescription: String? = nil
  ) {
    self.storedValue = value
    self.initialValue = initialValue
    self.persistence = persistence
    self.keyDescription = keyDescription
    super.init(description: description, location: location)
  }

  var box: AnySharedBox { self }

  var referenceDescription: String {
    keyDescription ?? "value: \(String(reflecting: liveValue))"
  }

  var value: Value {
    observation.accessValue()
    if let tracker = _SharedChangeTracker.asserting,
      let snapshot: Value = tracker.snapshot(of: self)
    {
      return snapshot
    }
    return liveValue
  }

  /// The stored value, ignoring test-store snapshots.
  var liveValue: Value {
    lock.lock()
    defer { lock.unlock() }
    return storedValue
  }

  private func locked<R>(_ body: () throws -> R) rethrows -> R {
    lock.lock()
    defer { lock.unlock() }
    return try body()
  }

  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    if let tracker = _SharedChangeTracker.asserting {
      return try tracker.modifySnapshot(of: self, current: liveValue, body)
    }
    // The lock is held across `body`, so concurrent `withLock`s never interleave; `body` works on
    // a copy (see the type's comment), stored back even if it throws, as `inout` would be.
    var isNested = false
    let (result, old, new): (R, Value, Value) = try locked {
      isNested = isMutating
      var value = storedValue
      let old = value
      isMutating = true
      defer {
        storedValue = value
        isMutating = isNested
      }
      let result = try observation.withValueMutation { try body(&value) }
      return (result, old, value)
    }
    if isNested { reportNestedMutation() }
    _SharedChangeTracker.current?.recordChange(of: self, before: old)
    notifyObservers()
    persistence?.save(new, .didSet, self)
    return result
  }

  /// A `withLock` inside a `withLock` of the same value: the outer one stores its copy when it
  /// returns, so the inner change is lost (upstream loses it silently).
  private func reportNestedMutation() {
    reportIssue(
      """
      \(description) was changed inside its own 'withLock': the change is lost when the outer \
      'withLock' returns and stores its copy of the value.

      Make the change in the outer closure, through its 'inout' value.
      """
    )
  }

  /// Takes a value loaded from storage or yielded by the key's subscription: holders are
  /// notified, nothing is saved. A `nil` value means the storage has none: the box goes back to
  /// its initial value if `resetsToInitialValue`, and keeps its value otherwise.
  func receiveExternal(_ result: Result<Value?, any Error>, resetsToInitialValue: Bool = true) {
    switch result {
    case let .success(newValue):
      let replacement = newValue ?? (resetsToInitialValue ? initialValue : nil)
      let changed: Bool = locked {
        updateStatus {
          storedLoadError = nil
          storedIsLoading = false
        }
        guard let replacement else { return false }
        // Observers' willSet runs inside `withMutation`; the field is assigned only after it.
        observation.withValueMutation { storedValue = replacement }
        return true
      }
      if changed { notifyObservers() }
    case let .failure(error):
      updateStatus {
        storedLoadError = error
        storedIsLoading = false
      }
      reportStorageError(
        """
        Could not load \(description): \(error)

        It keeps its current value, and '$value.loadError' holds the error.
        """,
        at: location
      )
    }
  }

  override func notifyReplaced() {
    observation.withValueMutation {}
    super.notifyReplaced()
  }

  // MARK: Persistence

  /// Changes `loadError`, `saveError` or `isLoading` under the lock, telling observers.
  private func updateStatus(_ change: () -> Void) {
    locked { observation.withStatusMutation(change) }
  }

  /// Keeps the key's subscription to its storage alive as long as the box.
  func retain(_ subscription: SharedSubscription) {
    locked { self.subscription = subscription }
  }

  func setLoading(_ isLoading: Bool) {
    updateStatus { storedIsLoading = isLoading }
  }

  /// Records a save's outcome: a success clears both errors (storage and value agree again), a
  /// failure is kept in `saveError`.
  func recordSave(_ result: Result<Void, any Error>) {
    switch result {
    case .success:
      updateStatus {
        storedSaveError = nil
        storedLoadError = nil
      }
    case let .failure(error):
      updateStatus { storedSaveError = error }
      reportStorageError(
        """
        Could not save \(description): \(error)

        The change is kept in memory, and '$value.saveError' holds the error.
        """,
        at: location
      )
    }
  }

  override func dumps(fromSnapshot snapshot: Any) -> (before: String, after: String)? {
    guard let snapshot = snapshot as? Value else { return nil }
    return (String(customDumping: snapshot), String(customDumping: liveValue))
  }

  override func change(fromSnapshot snapshot: Any) -> String? {
    guard let snapshot = snapshot as? Value else { return nil }
    return """
      'Shared<\(typeName(Value.self, genericsAbbreviated: true))>(\(referenceDescription))': \
      \(String(reflecting: snapshot)) → \(String(reflecting: liveValue))
      """
  }

  override var loadError: (any Error)? {
    observation.accessStatus()
    return locked { storedLoadError }
  }

  override var saveError: (any Error)? {
    observation.accessStatus()
    return locked { storedSaveError }
  }

  override var isLoading: Bool {
    observation.accessStatus()
    return locked { storedIsLoading }
  }

  override func load() async throws {
    guard let persistence else { return }
    setLoading(true)
    // The loaded value crosses from the key's thread; the box's lock guards it from here on.
    // A key that never resumes releases its continuation, which resumes with no value.
    let result = await withCheckedContinuation { continuation in
      persistence.load { continuation.resume(returning: UncheckedSendable($0)) }
    }.value
    receiveExternal(result, resetsToInitialValue: false)
    if case let .failure(error) = result { throw error }
  }

  override func save() async throws {
    guard let persistence, persistence.canSave else { return }
    let value = liveValue
    try await withCheckedThrowingContinuation {
      (continuation: CheckedContinuation<Void, any Error>) in
      persistence.save(value, .userInitiated, self) { continuation.resume(with: $0) }
    }
  }
}

/// A key's load and save, captured when a box is made from it.
struct Persistence<Value>: @unchecked Sendable {
  /// Reloads from storage (`$value.load()`).
  let load: (@escaping @Sendable (Result<Value?, any Error>) -> Void) -> Void
  /// Saves to storage; `nil` for read-only keys.
  let saveValue:
    ((Value, SaveContext, @escaping @Sendable (Result<Void, any Error>) -> Void) -> Void)?

  var canSave: Bool { saveValue != nil }

  /// Saves `value`, recording the outcome in `box`'s `saveError`, then calls `completion`.
  func save(
    _ value: Value, _ context: SaveContext, _ box: SharedBox<Value>,
    completion: @escaping @Sendable (Result<Void, any Error>) -> Void = { _ in }
  ) {
    guard let saveValue else { return }
    saveValue(value, context) { [weak box] result in
      box?.recordSave(result)
      completion(result)
    }
  }
}
