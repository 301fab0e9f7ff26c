import CustomDump
import Dependencies
import Foundation
import IssueReporting
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

  func notifyObservers() {
    let callbacks = observers.withLock { Array($0.callbacks.values) }
    for callback in callbacks { callback() }
  }

  var loadError: (any Error)? { nil }
  var saveError: (any Error)? { nil }
  var isLoading: Bool { false }
  func load() async throws {}
  func save() async throws {}

  /// The dumps of `snapshot` (a value of the box's type) and of the current value.
  func dumps(fromSnapshot snapshot: Any) -> (before: String, after: String)? { nil }
}

/// The storage of one shared value: every `Shared` made from it, or derived from those, reads and
/// writes here. Holds a persistence strategy's connection when made from a key.
final class SharedBox<Value>: AnySharedBox, Observable, SharedReference, @unchecked Sendable {
  private struct State {
    var value: Value
    /// The default the box was created with, if it was needed (storage was empty).
    var initialValue: Value?
    var loadError: (any Error)?
    var saveError: (any Error)?
    var isLoading = false
    var subscription: SharedSubscription?
  }

  private let state: LockedValue<State>
  private let registrar = ObservationRegistrar()
  /// Made once: a key path into a generic class is instantiated (allocated) at each use.
  private let observedKeyPath: KeyPath<SharedBox<Value>, Void> = \.observedValue
  private let persistence: Persistence<Value>?

  init(
    _ value: Value, initialValue: Value? = nil, description: String,
    location: _SourceLocation? = nil, persistence: Persistence<Value>? = nil
  ) {
    self.state = LockedValue(State(value: value, initialValue: initialValue))
    self.persistence = persistence
    super.init(description: description, location: location)
  }

  var box: AnySharedBox { self }

  var value: Value {
    registrar.access(self, keyPath: observedKeyPath)
    if let tracker = _SharedChangeTracker.asserting,
      let snapshot: Value = tracker.snapshot(of: self)
    {
      return snapshot
    }
    return liveValue
  }

  /// The stored value, ignoring test-store snapshots.
  var liveValue: Value { state.withLock { $0.value } }

  /// A stand-in key path for observation: every change of the value is a change of this.
  private var observedValue: Void { () }

  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    if let tracker = _SharedChangeTracker.asserting {
      return try tracker.modifySnapshot(of: self, current: liveValue, body)
    }
    let (result, old, new): (R, Value, Value) = try state.withLock { state in
      let old = state.value
      let result = try registrar.withMutation(of: self, keyPath: observedKeyPath) {
        try body(&state.value)
      }
      return (result, old, state.value)
    }
    _SharedChangeTracker.current?.recordChange(of: self, before: old)
    didChange(to: new)
    persistence?.save(new, .didSet, self)
    return result
  }

  /// Replaces the value with one loaded from storage: holders are notified, nothing is saved.
  func receiveExternal(_ result: Result<Value?, any Error>) {
    switch result {
    case let .success(newValue):
      let changed: Value? = state.withLock { state in
        state.loadError = nil
        state.isLoading = false
        guard let replacement = newValue ?? state.initialValue else { return nil }
        registrar.withMutation(of: self, keyPath: observedKeyPath) {
          state.value = replacement
        }
        return replacement
      }
      if let changed { didChange(to: changed) }
    case let .failure(error):
      state.withLock {
        $0.loadError = error
        $0.isLoading = false
      }
      report(
        """
        Could not load \(description): \(error)

        It keeps its current value, and '$value.loadError' holds the error.
        """,
        at: location
      )
    }
  }

  /// Tells observers the value changed: a `Shared` that read this box now reads another.
  func notifyReplaced() {
    registrar.withMutation(of: self, keyPath: observedKeyPath) {}
    notifyObservers()
  }

  private func didChange(to value: Value) {
    notifyObservers()
  }

  // MARK: Persistence

  /// Keeps the key's subscription to its storage alive as long as the box.
  func retain(_ subscription: SharedSubscription) {
    state.withLock { $0.subscription = subscription }
  }

  func setLoading(_ isLoading: Bool) {
    state.withLock { $0.isLoading = isLoading }
  }

  func recordSave(_ result: Result<Void, any Error>) {
    state.withLock { state in
      switch result {
      case .success: state.saveError = nil
      case let .failure(error): state.saveError = error
      }
    }
  }

  override func dumps(fromSnapshot snapshot: Any) -> (before: String, after: String)? {
    guard let snapshot = snapshot as? Value else { return nil }
    return (String(customDumping: snapshot), String(customDumping: liveValue))
  }

  override var loadError: (any Error)? { state.withLock { $0.loadError } }
  override var saveError: (any Error)? { state.withLock { $0.saveError } }
  override var isLoading: Bool { state.withLock { $0.isLoading } }

  override func load() async throws {
    guard let persistence else { return }
    setLoading(true)
    // The loaded value crosses from the key's thread; the box's lock guards it from here on.
    let result = await withCheckedContinuation { continuation in
      persistence.load { continuation.resume(returning: UncheckedSendable($0)) }
    }.value
    receiveExternal(result)
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
      if case let .failure(error) = result, let box {
        report(
          """
          Could not save \(box.description): \(error)

          The change is kept in memory, and '$value.saveError' holds the error.
          """,
          at: box.location
        )
      }
      completion(result)
    }
  }
}

/// A value handed across threads where a lock, not the type system, makes it safe.
struct UncheckedSendable<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
