// Apple Foundation's iCloud key-value store, which a feature's settings sync through
// (`NSUbiquitousKeyValueStore.default.set(true, forKey: "isOn")`): here a store in this
// process's memory, which nothing outside changes.
#if !canImport(SwiftUI)
  import Foundation

  /// The iCloud key-value store (Apple Foundation's), kept in this process's memory: nothing
  /// syncs, and nothing changes it from outside. A typed getter reads a value of another type
  /// (or none) as Apple's does: nil, `false` or `0`.
  // Apple's store is shared across threads (`.default`). A `Mutex` could not hand out the
  // non-`Sendable` `Any` values it would hold, so an `NSLock` guards them.
  // Unchecked: an open `NSObject` subclass can't be checked; `values` is only used under `lock`.
  open class NSUbiquitousKeyValueStore: NSObject, @unchecked Sendable {
    /// The app's store.
    public static let `default` = NSUbiquitousKeyValueStore()
    /// Posted when another device changes the store (never, here).
    public static let didChangeExternallyNotification = Notification.Name(
      "NSUbiquitousKeyValueStoreDidChangeExternallyNotification")

    private let lock = NSLock()
    private var values: [String: Any] = [:]

    /// An empty store.
    public override init() {}

    /// The value under `key`, if there is one.
    open func object(forKey key: String) -> Any? {
      lock.lock()
      defer { lock.unlock() }
      return values[key]
    }

    private func store(_ value: Any?, forKey key: String) {
      lock.lock()
      defer { lock.unlock() }
      values[key] = value
    }

    /// Stores `value` under `key`; nil removes the key.
    open func set(_ value: Any?, forKey key: String) { store(value, forKey: key) }
    /// Removes the value under `key`.
    open func removeObject(forKey key: String) { store(nil, forKey: key) }
    /// The string under `key`; nil if there is none.
    open func string(forKey key: String) -> String? { object(forKey: key) as? String }
    /// The data under `key`; nil if there is none.
    open func data(forKey key: String) -> Data? { object(forKey: key) as? Data }
    /// The Boolean under `key`; false if there is none.
    open func bool(forKey key: String) -> Bool { object(forKey: key) as? Bool ?? false }
    /// The number under `key`; 0 if there is none.
    open func double(forKey key: String) -> Double { object(forKey: key) as? Double ?? 0 }
    /// The integer under `key`; 0 if there is none.
    open func longLong(forKey key: String) -> Int64 { object(forKey: key) as? Int64 ?? 0 }
    /// The array under `key`; nil if there is none.
    open func array(forKey key: String) -> [Any]? { object(forKey: key) as? [Any] }
    /// The dictionary under `key`; nil if there is none.
    open func dictionary(forKey key: String) -> [String: Any]? {
      object(forKey: key) as? [String: Any]
    }
    /// Stores the string `value` under `key`; nil removes the key.
    open func set(_ value: String?, forKey key: String) { store(value, forKey: key) }
    /// Stores the data `value` under `key`; nil removes the key.
    open func set(_ value: Data?, forKey key: String) { store(value, forKey: key) }
    /// Stores the Boolean `value` under `key`.
    open func set(_ value: Bool, forKey key: String) { store(value, forKey: key) }
    /// Stores the number `value` under `key`.
    open func set(_ value: Double, forKey key: String) { store(value, forKey: key) }
    /// Stores the integer `value` under `key`.
    open func set(_ value: Int64, forKey key: String) { store(value, forKey: key) }
    /// Every key and its value.
    open var dictionaryRepresentation: [String: Any] {
      lock.lock()
      defer { lock.unlock() }
      return values
    }
    /// Writes nothing (the store lives in memory) and returns `true`, as a store with nothing
    /// left to write does.
    @discardableResult open func synchronize() -> Bool { true }
  }
#endif
