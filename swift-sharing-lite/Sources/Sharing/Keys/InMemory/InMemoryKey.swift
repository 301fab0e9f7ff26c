import Dependencies

/// Shared state kept in memory for the whole app (or test), not persisted: every holder of the
/// same key sees the same value, and it outlives its holders until the app ends, the default it
/// started with included.
///
/// ```swift
/// @Shared(.inMemory("count")) var count = 0
/// ```
public struct InMemoryKey<Value: Sendable>: SharedKey, SynchronouslyLoadingKey {
  let key: String
  let storage: InMemoryStorage

  /// What makes two keys share one reference.
  public var id: InMemoryKeyID { InMemoryKeyID(key: key, storage: ObjectIdentifier(storage)) }

  /// Loads the stored value, or keeps the initial one when storage has none.
  public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    continuation.resume(with: loadSynchronously())
  }

  func loadSynchronously() -> Result<Value?, any Error> {
    // Matched, not cast with `as? Value`: for an optional `Value`, casting an absent value
    // succeeds (as a stored `nil`), and the default would never be used.
    switch storage.value(forKey: key) {
    case let .some(stored as Value): .success(stored)
    default: .success(nil)
    }
  }

  func storeDefault(_ value: Value) -> Value {
    switch storage.storeIfAbsent(value, forKey: key) {
    case let stored as Value: stored
    default: value
    }
  }

  /// Delivers changes made to the storage from outside this app's references.
  public func subscribe(
    context: LoadContext<Value>, subscriber: SharedSubscriber<Value>
  ) -> SharedSubscription {
    SharedSubscription {}
  }

  /// Writes `value` to the storage.
  public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    storage.setValue(value, forKey: key)
    continuation.resume()
  }
}

extension InMemoryKey: CustomStringConvertible {
  /// How the key reads in messages.
  public var description: String { ".inMemory(\(String(reflecting: key)))" }
}

/// What identifies an in-memory key: its name within one storage.
public struct InMemoryKeyID: Hashable, Sendable {
  let key: String
  let storage: ObjectIdentifier
}

extension SharedReaderKey {
  /// App-wide shared state kept in memory under `key`.
  ///
  /// ```swift
  /// @Shared(.inMemory("count")) var count = 0
  /// ```
  public static func inMemory<Value>(_ key: String) -> Self where Self == InMemoryKey<Value> {
    @Dependency(\.defaultInMemoryStorage) var storage
    return InMemoryKey(key: key, storage: storage)
  }
}
