import Dependencies
import Foundation

/// Shared state persisted in user defaults under a string key: Bool, Int, Double, String, URL,
/// Data, Date, `RawRepresentable` types of those, any `Codable` type (as JSON data), and
/// optionals of them.
///
/// ```swift
/// @Shared(.appStorage("launchCount")) var launchCount = 0
/// ```
///
/// The defaults come from the `defaultAppStorage` dependency: `UserDefaults.standard` in the app
/// (on Linux it persists under `$XDG_CONFIG_HOME`, `~/.config` by default: changes are written
/// at most once a second, and at exit), and a fresh, non-persisting suite in each test. Values
/// written to the same defaults directly (`defaults.set(7, forKey: "count")`) reach every holder
/// within a tenth of a second: Linux's defaults cannot be observed, so the key is polled.
public struct AppStorageKey<Value: Sendable>: SharedKey, SynchronouslyLoadingKey {
  let key: String
  let store: UncheckedSendable<UserDefaults>
  let coding: AppStorageCoding<Value>
  /// The value last read or written through this key, so polling reports only outside writes.
  private let lastSeen = LockedValue<Value?>(nil)

  init(key: String, store: UncheckedSendable<UserDefaults>, coding: AppStorageCoding<Value>) {
    self.key = key
    self.store = store
    self.coding = coding
  }

  /// What makes two keys share one reference.
  public var id: AppStorageKeyID {
    AppStorageKeyID(key: key, store: ObjectIdentifier(store.value))
  }

  /// Loads the stored value, or keeps the initial one when storage has none.
  public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    continuation.resume(with: loadSynchronously())
  }

  func loadSynchronously() -> Result<Value?, any Error> {
    Result { try coding.load(store.value, key) }
  }

  /// Delivers changes made to the storage from outside this app's references.
  public func subscribe(
    context: LoadContext<Value>, subscriber: SharedSubscriber<Value>
  ) -> SharedSubscription {
    reportKeyFormatIfNeeded()
    // Linux's UserDefaults has neither key-value observing nor change notifications, so the key
    // is polled; a change is delivered within `pollInterval`.
    lastSeen.value = try? coding.load(store.value, key)
    let timer = DispatchSource.makeTimerSource(queue: .global(qos: .utility))
    timer.schedule(deadline: .now() + Self.pollInterval, repeating: Self.pollInterval)
    timer.setEventHandler { [store, key, coding, lastSeen] in
      // Read under the lock `save` writes under, so a save never looks like an outside change.
      // The conversions (a raw-representable type's `init(rawValue:)`, its `==`) are the user's
      // code, so they run between short accesses, not inside one.
      let change: Value?? = lastSeen.locked {
        let current = try? coding.load(store.value, key)
        let previous = lastSeen.value
        lastSeen.value = current
        return coding.isEqual(previous, current) ? nil : .some(current)
      }
      guard let change else { return }
      if let current = change {
        subscriber.yield(current)
      } else {
        subscriber.yieldReturningInitialValue()
      }
    }
    timer.resume()
    let uncheckedTimer = UncheckedSendable(timer)
    return SharedSubscription { uncheckedTimer.value.cancel() }
  }

  /// Writes `value` to the storage.
  public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    lastSeen.locked {
      coding.save(store.value, key, value)
      lastSeen.value = value
    }
    DefaultsPersistence.markDirty(store.value)
    continuation.resume()
  }

  static var pollInterval: DispatchTimeInterval { .milliseconds(100) }
}

extension AppStorageKey: CustomStringConvertible {
  /// How the key reads in messages.
  public var description: String { ".appStorage(\(String(reflecting: key)))" }
}

/// What identifies an app-storage key: its name within one `UserDefaults`.
public struct AppStorageKeyID: Hashable, Sendable {
  let key: String
  let store: ObjectIdentifier
}

/// How one type of value is read from and written to user defaults.
struct AppStorageCoding<Value>: Sendable {
  /// The stored value, nil when there is none; throws when stored data does not decode.
  let load: @Sendable (UserDefaults, String) throws -> Value?
  let save: @Sendable (UserDefaults, String, Value) -> Void
  let isEqual: @Sendable (Value?, Value?) -> Bool
}

/// A type user defaults store natively: Bool, Int, Double, String, URL, Data and Date.
///
/// ```swift
/// @Shared(.appStorage("volume")) var volume = 0.5
/// ```
public protocol _AppStorageValue: Equatable, Sendable {
  /// Reads a value of this type from `store`.
  static func _load(from store: UserDefaults, key: String) -> Self?
  /// Writes this value to `store`.
  func _save(to store: UserDefaults, key: String)
}

extension _AppStorageValue {
  /// Reads a value of this type from `store`.
  public static func _load(from store: UserDefaults, key: String) -> Self? {
    store.object(forKey: key) as? Self
  }

  /// Writes this value to `store`.
  public func _save(to store: UserDefaults, key: String) {
    store.set(self, forKey: key)
  }
}

extension Bool: _AppStorageValue {}
extension Int: _AppStorageValue {}
extension Double: _AppStorageValue {}
extension String: _AppStorageValue {}
extension Data: _AppStorageValue {}
extension Date: _AppStorageValue {}

extension URL: _AppStorageValue {
  // Stored as its absolute string: Linux's `UserDefaults.set(_: URL?, forKey:)` garbles URLs.
  public static func _load(from store: UserDefaults, key: String) -> URL? {
    store.string(forKey: key).flatMap(URL.init(string:))
  }

  /// Writes this value to `store`.
  public func _save(to store: UserDefaults, key: String) {
    store.set(absoluteString, forKey: key)
  }
}

extension AppStorageCoding where Value: _AppStorageValue {
  static var native: Self {
    Self(
      load: { Value._load(from: $0, key: $1) },
      save: { $2._save(to: $0, key: $1) },
      isEqual: { $0 == $1 }
    )
  }
}

extension AppStorageCoding {
  static func optional<Wrapped>(_ wrapped: AppStorageCoding<Wrapped>) -> Self
  where Value == Wrapped? {
    Self(
      load: { store, key in try wrapped.load(store, key).map { Optional($0) } },
      save: { store, key, value in
        if let value { wrapped.save(store, key, value) } else { store.removeObject(forKey: key) }
      },
      isEqual: { lhs, rhs in wrapped.isEqual(lhs ?? nil, rhs ?? nil) }
    )
  }

  static func raw<Raw>(_ raw: AppStorageCoding<Raw>) -> Self
  where Value: RawRepresentable, Value.RawValue == Raw, Value: Sendable {
    Self(
      load: { try raw.load($0, $1).flatMap(Value.init(rawValue:)) },
      save: { raw.save($0, $1, $2.rawValue) },
      isEqual: { raw.isEqual($0?.rawValue, $1?.rawValue) }
    )
  }
}

extension SharedReaderKey {
  /// Shared state persisted in user defaults under `key`.
  ///
  /// ```swift
  /// @Shared(.appStorage("isOn")) var isOn = false
  /// ```
  public static func appStorage<Value: _AppStorageValue>(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Value> {
    AppStorageKey(key: key, store: resolvedAppStorage(store), coding: .native)
  }

  /// Optional shared state persisted in user defaults; `nil` removes the key.
  ///
  /// ```swift
  /// @Shared(.appStorage("lastUser")) var lastUser: String?
  /// ```
  public static func appStorage<Value: _AppStorageValue>(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Value?> {
    AppStorageKey(key: key, store: resolvedAppStorage(store), coding: .optional(.native))
  }

  /// Shared state of a raw-representable type persisted in user defaults by its raw value.
  ///
  /// ```swift
  /// enum Theme: String { case light, dark }
  /// @Shared(.appStorage("theme")) var theme = Theme.light
  /// ```
  public static func appStorage<Value: RawRepresentable & Sendable>(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Value.RawValue: _AppStorageValue, Self == AppStorageKey<Value> {
    AppStorageKey(key: key, store: resolvedAppStorage(store), coding: .raw(.native))
  }

  /// Optional shared state of a raw-representable type persisted in user defaults.
  ///
  /// ```swift
  /// @Shared(.appStorage("theme")) var theme: Theme?
  /// ```
  public static func appStorage<Value: RawRepresentable & Sendable>(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Value.RawValue: _AppStorageValue, Self == AppStorageKey<Value?> {
    AppStorageKey(key: key, store: resolvedAppStorage(store), coding: .optional(.raw(.native)))
  }

  static func resolvedAppStorage(_ store: UserDefaults?) -> UncheckedSendable<UserDefaults> {
    @Dependency(\.defaultAppStorage) var defaultAppStorage
    return UncheckedSendable(store ?? defaultAppStorage)
  }
}

private enum DefaultAppStorageKey: DependencyKey {
  static var liveValue: UncheckedSendable<UserDefaults> { UncheckedSendable(.standard) }
  static var testValue: UncheckedSendable<UserDefaults> {
    // A suite of its own per test, never written by app storage. Its name is a path in the
    // temporary directory because Linux's `synchronize()` of any suite writes every changed
    // suite: if other code synchronizes, this one lands there, not in the user's preferences.
    let defaults = UserDefaults(
      suiteName: "\(NSTemporaryDirectory())tca-lite-test-\(UUID().uuidString)")!
    DefaultsPersistence.markEphemeral(defaults)
    return UncheckedSendable(defaults)
  }
}

extension DependencyValues {
  /// The user defaults `.appStorage` keys use: `.standard` in the app, a fresh non-persisting
  /// suite in each test.
  ///
  /// ```swift
  /// $0.defaultAppStorage = UserDefaults(suiteName: "\(NSTemporaryDirectory())\(UUID().uuidString)")!
  /// ```
  public var defaultAppStorage: UserDefaults {
    get { self[DefaultAppStorageKey.self].value }
    set { self[DefaultAppStorageKey.self] = UncheckedSendable(newValue) }
  }
}
