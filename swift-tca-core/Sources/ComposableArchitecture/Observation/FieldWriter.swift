/// Writes one field of `Root` directly, bypassing its key path: key-path writes to the computed
/// properties of `@ObservableState` run the getter, allocate a write-back buffer and then run
/// the setter, which costs more than the rest of a binding action. `@ObservableState` makes one
/// per tracked property, in `_$writer(for:)`.
public class _FieldWriter<Root> {
  /// Makes the writer for the field at `keyPath`; the key path only fixes the field's type.
  public static func field<Value>(
    _ keyPath: WritableKeyPath<Root, Value>,
    _ write: @escaping (inout Root, Value) -> Void
  ) -> _FieldWriter<Root> {
    _TypedFieldWriter(write: write)
  }

  init() {}
}

@usableFromInline
final class _TypedFieldWriter<Root, Value>: _FieldWriter<Root> {
  @usableFromInline
  let write: (inout Root, Value) -> Void

  init(write: @escaping (inout Root, Value) -> Void) {
    self.write = write
  }
}

/// The direct writers found so far, by key path object. Key paths are kept alive by the cache so
/// that an identifier never names another key path; the cache stops growing at a size no app
/// reaches with literal key paths.
// Unchecked: read and written only on the main actor, in `_fieldWriter(for:)`, whose accesses
// never overlap; the dynamic checks cost more than the lookup.
@MainActor
@usableFromInline
@exclusivity(unchecked)
var _fieldWriters: [ObjectIdentifier: (keyPath: AnyKeyPath, writer: AnyObject?)] = [:]

/// The writer found last, and its key path (kept alive, so that it is never another's): a
/// field edited in a form sends a binding per keystroke, to the same field, and finding it here
/// skips hashing the key path.
@MainActor
@usableFromInline
@exclusivity(unchecked)
var _lastFieldWriter: (keyPath: AnyKeyPath, writer: AnyObject?)?

/// The direct writer of the field at `keyPath`, or `nil` when `State` has none for it.
@MainActor
@inlinable
func _fieldWriter<State: ObservableState, Value>(
  for keyPath: WritableKeyPath<State, Value>
) -> _TypedFieldWriter<State, Value>? {
  let id = ObjectIdentifier(keyPath)
  let writer: AnyObject?
  if let last = _lastFieldWriter, last.keyPath === keyPath {
    writer = last.writer
  } else if let entry = _fieldWriters[id] {
    writer = entry.writer
    _lastFieldWriter = entry
  } else {
    writer = State._$writer(for: keyPath)
    if _fieldWriters.count < 4096 { _fieldWriters[id] = (keyPath, writer) }
  }
  guard let writer else { return nil }
  // The key path names the field, so its writer takes the key path's value type.
  return unsafeDowncast(writer, to: _TypedFieldWriter<State, Value>.self)
}
