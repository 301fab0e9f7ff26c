import Dependencies
import Foundation

/// The boxes created from keys, by key id, so that every holder of a key shares one value.
///
/// A dependency: the app has one; each test gets its own, so parallel tests never share state.
final class KeyRegistry: Sendable {
  private struct Entry {
    weak var box: AnySharedBox?
  }

  private let entries = LockedValue<[AnyHashable: Entry]>([:])

  /// The box for `key`, creating (and loading) it with `create` if no holder has it.
  func box<Key: SharedReaderKey>(
    for key: Key, at location: _SourceLocation, create: () -> SharedBox<Key.Value>
  ) -> SharedBox<Key.Value> {
    entries.withLock { entries in
      let id = AnyHashable(key.id)
      if let existing = entries[id]?.box {
        if let box = existing as? SharedBox<Key.Value> { return box }
        location.report(
          """
          Shared key '\(key.id)' is already in use with a value of another type \
          (\(existing.description)); this '\(Key.Value.self)' reference will not be shared with it.

          To fix, use one type for a key everywhere, for example with a type-safe key: \
          'extension SharedReaderKey where Self == …'.
          """
        )
        return create()
      }
      let box = create()
      entries[id] = Entry(box: box)
      return box
    }
  }
}

private enum KeyRegistryKey: DependencyKey {
  static var liveValue: KeyRegistry { KeyRegistry() }
  static var testValue: KeyRegistry { KeyRegistry() }
}

extension DependencyValues {
  /// The registry of keyed shared references (one per app, one per test).
  var keyRegistry: KeyRegistry {
    get { self[KeyRegistryKey.self] }
    set { self[KeyRegistryKey.self] = newValue }
  }
}
