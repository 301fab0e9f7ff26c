import Dependencies

/// The values of in-memory keys: one for the app, a fresh one for each test.
///
/// ```swift
/// withDependencies { $0.defaultInMemoryStorage = InMemoryStorage() } operation: { … }
/// ```
public final class InMemoryStorage: Sendable {
  private let values = LockedValue<[String: any Sendable]>([:])

  /// An empty storage.
  public init() {}

  func value(forKey key: String) -> (any Sendable)? {
    values.withLock { $0[key] }
  }

  func setValue(_ value: any Sendable, forKey key: String) {
    values.withLock { $0[key] = value }
  }

  /// Stores `value` unless the key has one; returns the key's value either way.
  func storeIfAbsent(_ value: any Sendable, forKey key: String) -> any Sendable {
    values.withLock { values in
      if let stored = values[key] { return stored }
      values[key] = value
      return value
    }
  }
}

private enum InMemoryStorageKey: DependencyKey {
  static var liveValue: InMemoryStorage { InMemoryStorage() }
  static var testValue: InMemoryStorage { InMemoryStorage() }
}

extension DependencyValues {
  /// The storage of `.inMemory` keys.
  ///
  /// ```swift
  /// $0.defaultInMemoryStorage = InMemoryStorage()
  /// ```
  public var defaultInMemoryStorage: InMemoryStorage {
    get { self[InMemoryStorageKey.self] }
    set { self[InMemoryStorageKey.self] = newValue }
  }
}

extension InMemoryStorage: Hashable {
  /// Two storages are equal when they are the same storage.
  public static func == (lhs: InMemoryStorage, rhs: InMemoryStorage) -> Bool { lhs === rhs }

  /// Hashes the storage's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
