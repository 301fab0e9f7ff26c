/// Where a child operator's state is inside its parent's: a writable key path and, when the
/// value is stored in place — in the property the key path names, or behind it when the
/// property is tracked by `@ObservableState` — its offset, so the state is reached without a
/// key-path projection (a third of a scope level's cost) and without a key-path write through a
/// computed property (a copy of the whole value, a list's every row).
@usableFromInline
struct ChildStatePath<Root, Value> {
  @usableFromInline let keyPath: WritableKeyPath<Root, Value>
  @usableFromInline let offset: Int?
  /// For a property tracked by `@ObservableState`: its root's registrar, and how to tell the
  /// property's observers.
  @usableFromInline let tracking: TrackedStorage<Root>?

  @inlinable
  init(_ keyPath: WritableKeyPath<Root, Value>) {
    self.keyPath = keyPath
    if let offset = MemoryLayout<Root>.offset(of: keyPath) {
      self.offset = offset
      self.tracking = nil
    } else if let tracking = trackedStorage(at: keyPath) ?? trackedStorageTwoSteps(at: keyPath) {
      self.offset = tracking.offset
      self.tracking = tracking
    } else {
      self.offset = nil
      self.tracking = nil
    }
  }

  /// Runs `body` on the value in `root`, in place. `body` is told whether anyone may observe the
  /// root and, if so, returns whether the value changed for them: then the observers of a
  /// tracked property are told, once.
  @inlinable @inline(__always)
  func modify<Result>(
    _ root: inout Root, _ body: (inout Value, _ isObserved: Bool) -> (Result, changed: Bool)
  ) -> Result {
    // Through the key path, the property's own setter tells its observers.
    guard let offset else { return body(&root[keyPath: keyPath], false).0 }
    return Self.modify(at: &root, offset: offset, tracking: tracking, body)
  }

  /// Runs `body` on the value in `root`, in place, telling the observers of a tracked property
  /// that it changed.
  @inlinable @inline(__always)
  func modify<Result>(_ root: inout Root, _ body: (inout Value) -> Result) -> Result {
    modify(&root) { value, _ in (body(&value), true) }
  }

  /// The value in `root`, read without registering an observation.
  @inlinable @inline(__always)
  func read(_ root: inout Root) -> Value {
    read(&root) { $0 }
  }

  /// What `part` reads of the value in `root`, without copying the value (a collection's
  /// storage is not retained to read its ids) or registering an observation.
  @inlinable @inline(__always)
  func read<Part>(_ root: inout Root, _ part: (Value) -> Part) -> Part {
    guard let offset else { return part(root[keyPath: keyPath]) }
    return Self.modify(at: &root, offset: offset, tracking: nil) { value, _ in (part(value), false)
    }
  }

  // A pointer argument rather than `withUnsafeMutableBytes(of:)`: in the code of a generic
  // feature, that generic call looked up the metadata of its types on every action.
  @inlinable @inline(__always)
  static func modify<Result>(
    at root: UnsafeMutablePointer<Root>, offset: Int, tracking: TrackedStorage<Root>?,
    _ body: (inout Value, _ isObserved: Bool) -> (Result, changed: Bool)
  ) -> Result {
    let isObserved = tracking?.isObserved(root) ?? false
    // `offset(of:)` promises that the root's address plus the offset addresses what the key
    // path, or the tracked property's storage, does.
    let (result, changed) = body(
      &(UnsafeMutableRawPointer(root) + offset).assumingMemoryBound(to: Value.self).pointee,
      isObserved)
    if isObserved, changed, let tracking { tracking.notify(root) }
    return result
  }
}

/// The storage of the property at `keyPath` when `Root` is observable state and the property is
/// tracked.
@usableFromInline
func trackedStorage<Root, Value>(
  at keyPath: WritableKeyPath<Root, Value>
) -> TrackedStorage<Root>? {
  guard let observable = Root.self as? any ObservableState.Type else { return nil }
  func field<Observed: ObservableState>(_: Observed.Type) -> AnyObject? {
    Observed._$field(for: keyPath)
  }
  // The field of `Root`'s property at `keyPath` has `Value` as its type.
  return (field(observable) as? _TypedStateField<Root, Value>)?.storage
}

/// The storage of the property at `keyPath` when it names a tracked property of the value of a
/// tracked property (`\.settings.counter`, both `@ObservableState`): each step's storage is in
/// place, so the value is too. Written through the key path, each step runs its accessors and
/// a write allocates a projection buffer per action (two, measured).
@usableFromInline
func trackedStorageTwoSteps<Root, Value>(
  at keyPath: WritableKeyPath<Root, Value>
) -> TrackedStorage<Root>? {
  guard let root = Root.self as? any ObservableState.Type else { return nil }
  for (first, _) in root._$fieldNames {
    func split<Middle>(_: Middle.Type) -> TrackedStorage<Root>? {
      guard let first = first as? WritableKeyPath<Root, Middle>,
        let middle = Middle.self as? any ObservableState.Type,
        let outer = trackedStorage(at: first)
      else { return nil }
      for (second, _) in middle._$fieldNames {
        guard let second = second as? WritableKeyPath<Middle, Value>,
          first.appending(path: second) == keyPath,
          let inner = trackedStorage(at: second)
        else { continue }
        return outer.appending(inner)
      }
      return nil
    }
    if let storage = _openExistential(type(of: first).valueType, do: split) { return storage }
  }
  return nil
}
