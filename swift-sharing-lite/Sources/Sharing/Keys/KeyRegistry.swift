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
  ///
  /// `create` runs with no lock held: it evaluates the declaration's default and calls the key's
  /// `load` and `subscribe`, user code that may itself declare shared state (a default holding
  /// another `@Shared`) or wait on another thread that does. When two threads create a box for
  /// the same key at once, the first to register wins: the other gets the winner's box, and its
  /// own, with its default, is dropped.
  func box<Key: SharedReaderKey>(
    for key: Key, at location: _SourceLocation, create: () -> SharedBox<Key.Value>
  ) -> SharedBox<Key.Value> {
    let id = AnyHashable(key.id)
    // At most two rounds: look up; if absent, create outside the lock, then register it unless
    // another thread registered one meanwhile.
    var created: SharedBox<Key.Value>?
    while true {
      let found = entries.withLock { entries in
        let found = Self.lookUp(id, in: entries, as: Key.Value.self)
        guard case .absent = found, let created else { return found }
        entries[id] = Entry(box: created)
        return .found(created)
      }
      switch found {
      case let .found(box):
        return box
      case let .otherType(existing):
        reportOtherType(key, existing: existing, at: location)
        return created ?? create()
      case .absent:
        created = create()
      }
    }
  }

  private enum LookUp<Value> {
    case found(SharedBox<Value>)
    case otherType(AnySharedBox)
    case absent
  }

  private static func lookUp<Value>(
    _ id: AnyHashable, in entries: [AnyHashable: Entry], as _: Value.Type
  ) -> LookUp<Value> {
    guard let existing = entries[id]?.box else { return .absent }
    if let box = existing as? SharedBox<Value> { return .found(box) }
    return .otherType(existing)
  }

  private func reportOtherType<Key: SharedReaderKey>(
    _ key: Key, existing: AnySharedBox, at location: _SourceLocation
  ) {
    location.report(
      """
      Shared key '\(key.id)' is already in use with a value of another type \
      (\(existing.description)); this '\(Key.Value.self)' reference will not be shared with it.

      To fix, use one type for a key everywhere, for example with a type-safe key: \
      'extension SharedReaderKey where Self == …'.
      """
    )
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
