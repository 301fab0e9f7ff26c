import Dependencies

/// The reference of a `Shared` or `SharedReader` made from a key: the key's storage box, which
/// `load(_:)` can replace with another key's. Copies of the `Shared` follow the replacement; other
/// declarations of the old key keep it.
final class KeyedReference<Value: Sendable>: SharedReference, @unchecked Sendable {
  private let current: LockedValue<SharedBox<Value>>

  init(_ box: SharedBox<Value>) {
    self.current = LockedValue(box)
  }

  /// The reference of `key`'s box; see `SharedBox.forKey(_:default:at:)`.
  convenience init<Key: SharedReaderKey<Value>>(
    _ key: Key, default defaultValue: () -> Value, at location: _SourceLocation
  ) {
    self.init(SharedBox.forKey(key, default: defaultValue, at: location))
  }

  private var currentBox: SharedBox<Value> { current.withLock { $0 } }

  var value: Value { currentBox.value }

  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    try currentBox.withLock(body)
  }

  var box: AnySharedBox { currentBox }

  /// Reads and writes `box` from now on; observers of the old one are told the value changed.
  func replace(with box: SharedBox<Value>) {
    let old = current.withLock { current in
      defer { current = box }
      return current
    }
    if old !== box { old.notifyReplaced() }
  }
}

/// Points `reference` at the storage of `key` and loads it; only a keyed reference can switch.
func switchKey<Value: Sendable>(
  of reference: any SharedReference<Value>,
  to key: some SharedReaderKey<Value>,
  current: Value,
  at location: _SourceLocation
) async throws {
  guard let keyed = reference as? KeyedReference<Value> else {
    report(
      """
      Can't load \(key) into \(reference.box.description): only shared state declared with a \
      key can switch keys. Load the key into the value it was derived from instead.
      """,
      at: location
    )
    return
  }
  let box = SharedBox.forKey(key, default: { current }, at: location)
  keyed.replace(with: box)
  try await box.load()
}
