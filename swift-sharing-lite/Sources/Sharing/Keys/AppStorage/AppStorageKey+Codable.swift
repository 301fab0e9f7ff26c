import Foundation

extension SharedReaderKey {
  /// Shared state of any codable type persisted in user defaults, as JSON data, under `key`.
  ///
  /// ```swift
  /// struct Preferences: Codable, Equatable { var units = "metric"; var reminders = true }
  /// @Shared(.appStorage("preferences")) var preferences = Preferences()
  /// ```
  ///
  /// Types user defaults store natively (Bool, Int, String…) and raw-representable ones keep
  /// their own overloads, which win over this one. Stored data that does not decode as `Value`
  /// is left in place: the shared value keeps its default, `$value.loadError` holds the decoding
  /// error (reported as an issue outside tests), and the next value saved replaces the data.
  @_disfavoredOverload
  public static func appStorage<Value: Codable & Sendable>(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Value> {
    AppStorageKey(key: key, store: resolvedAppStorage(store), coding: .json)
  }

  /// Optional shared state of a codable type persisted in user defaults as JSON data; `nil`
  /// removes the key.
  ///
  /// ```swift
  /// @Shared(.appStorage("lastSession")) var lastSession: Session?
  /// ```
  @_disfavoredOverload
  public static func appStorage<Value: Codable & Sendable>(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Value?> {
    AppStorageKey(key: key, store: resolvedAppStorage(store), coding: .optional(.json))
  }
}

extension AppStorageCoding where Value: Codable & Sendable {
  /// JSON data under the key, as upstream stores codable values, so data written by an app
  /// using upstream reads back here. Values compare by their encoding: `Value` need not be
  /// `Equatable`.
  static var json: Self {
    Self(
      load: { store, key in
        guard let data = store.data(forKey: key) else { return nil }
        return try JSONDecoder().decode(Value.self, from: data)
      },
      save: { store, key, value in
        do {
          store.set(try JSONEncoder().encode(value), forKey: key)
        } catch {
          report(
            """
            .appStorage(\(String(reflecting: key))) could not encode \
            \(String(reflecting: Value.self)) as JSON: \(error). Nothing was written; the \
            stored value is the one before.
            """,
            at: nil)
        }
      },
      isEqual: { lhs, rhs in
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return (try? lhs.map(encoder.encode)) == (try? rhs.map(encoder.encode))
      }
    )
  }
}
