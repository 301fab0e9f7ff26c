/// How bindings and child operators reach one property of an `@ObservableState` type without a
/// key path: `@ObservableState` makes one per tracked property, in `_$field(for:)`.
///
/// A key path to a tracked property names a computed property, so writing through it runs the
/// getter, copies the value into a write-back buffer and runs the setter: for a binding, more
/// than the rest of the action; for a list or a stack, a copy of the whole collection per
/// action.
public class _StateField<Root> {
  /// A property written through its setter only (a presented optional).
  public static func field<Value>(
    _ keyPath: WritableKeyPath<Root, Value>,
    _ write: @escaping (inout Root, Value) -> Void
  ) -> _StateField<Root> {
    _TypedStateField(write: write, storage: nil)
  }

  init() {}
}

extension _StateField where Root: ObservableState {
  /// A tracked property: written through its setter, and reached in place through its
  /// `storage`, with its observers told through `registrar`.
  public static func tracked<Value>(
    _ keyPath: WritableKeyPath<Root, Value>,
    storage: WritableKeyPath<Root, Value>,
    registrar: KeyPath<Root, ObservationStateRegistrar>,
    _ write: @escaping (inout Root, Value) -> Void
  ) -> _StateField<Root> {
    guard let offset = MemoryLayout<Root>.offset(of: storage),
      let registrarOffset = MemoryLayout<Root>.offset(of: registrar)
    else { return field(keyPath, write) }
    let storage = TrackedStorage<Root>(offset: offset, registrarOffset: registrarOffset) {
      let root = $0.pointee
      root[keyPath: registrar].didModify(
        root, keyPath: keyPath, identityBefore: nil, identityAfter: nil)
    }
    return _TypedStateField(write: write, storage: storage)
  }
}

@usableFromInline
final class _TypedStateField<Root, Value>: _StateField<Root> {
  /// Sets the property as its setter does, telling its observers.
  @usableFromInline
  let write: (inout Root, Value) -> Void
  /// Where a tracked property keeps its value; `nil` for other properties.
  @usableFromInline
  let storage: TrackedStorage<Root>?

  init(write: @escaping (inout Root, Value) -> Void, storage: TrackedStorage<Root>?) {
    self.write = write
    self.storage = storage
  }
}

/// Where a tracked property of `Root` keeps its value, and how its observers are told. A class,
/// so that the child operators holding one stay small to copy.
@usableFromInline
final class TrackedStorage<Root> {
  /// The offset of the `_`-prefixed stored property behind the tracked one.
  @usableFromInline let offset: Int
  /// The offset of the root's `ObservationStateRegistrar`.
  @usableFromInline let registrarOffset: Int
  /// Tells the observers of the tracked property, in the root at the address given, that it
  /// changed.
  @usableFromInline let notify: (UnsafeMutablePointer<Root>) -> Void

  init(
    offset: Int, registrarOffset: Int, notify: @escaping (UnsafeMutablePointer<Root>) -> Void
  ) {
    self.offset = offset
    self.registrarOffset = registrarOffset
    self.notify = notify
  }

  /// The storage of a tracked property of the observable value that `self`'s property holds
  /// (`\.settings.counter`): at this property's offset plus `inner`'s, told through `inner`'s
  /// registrar. The value between keeps its identity when its property changes in place, so
  /// this property's observers are not told.
  func appending<Middle>(_ inner: TrackedStorage<Middle>) -> TrackedStorage<Root> {
    let base = offset
    return TrackedStorage(
      offset: base + inner.offset, registrarOffset: base + inner.registrarOffset
    ) { root in
      inner.notify((UnsafeMutableRawPointer(root) + base).assumingMemoryBound(to: Middle.self))
    }
  }

  /// Whether anyone may observe the root at `root`: until then nobody needs telling.
  @inlinable @inline(__always)
  func isObserved(_ root: UnsafeMutablePointer<Root>) -> Bool {
    // `offset(of:)` promised that the root's address plus this offset addresses the registrar.
    (UnsafeMutableRawPointer(root) + registrarOffset)
      .assumingMemoryBound(to: ObservationStateRegistrar.self).pointee._$isObserved
  }
}

/// The fields found so far, by key path object. Key paths are kept alive by the cache so that an
/// identifier never names another key path; the cache stops growing at a size no app reaches
/// with literal key paths.
@MainActor
@usableFromInline
var _stateFields: [ObjectIdentifier: (keyPath: AnyKeyPath, field: AnyObject?)] = [:]

/// The field found last, and its key path (kept alive, so that it is never another's): a field
/// edited in a form sends a binding per keystroke, to the same field, and finding it here skips
/// hashing the key path.
@MainActor
@usableFromInline
var _lastStateField: (keyPath: AnyKeyPath, field: AnyObject?)?

/// The field at `keyPath`, or `nil` when `State` has none for it: a binding's writer.
@MainActor
@inlinable
func _stateField<State: ObservableState, Value>(
  for keyPath: WritableKeyPath<State, Value>
) -> _TypedStateField<State, Value>? {
  let id = ObjectIdentifier(keyPath)
  let field: AnyObject?
  if let last = _lastStateField, last.keyPath === keyPath {
    field = last.field
  } else if let entry = _stateFields[id] {
    field = entry.field
    _lastStateField = entry
  } else {
    field = State._$field(for: keyPath)
    if _stateFields.count < 4096 { _stateFields[id] = (keyPath, field) }
  }
  guard let field else { return nil }
  // The key path names the field, so its field object has the key path's value type.
  return unsafeDowncast(field, to: _TypedStateField<State, Value>.self)
}
