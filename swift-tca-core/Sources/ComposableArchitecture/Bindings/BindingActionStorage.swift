import CustomDump
import IssueReporting
import LiteSupport

/// What a ``BindingAction`` holds: one reference, so that actions carrying it stay small and
/// cheap to copy. Subclassed once per value type by ``_SetBinding``.
@usableFromInline
class _BindingActionStorage<Root>: @unchecked Sendable {
  // Sendable by hand: instances are immutable while an action holds them (a recycled one is
  // rewritten on the main actor when nothing does), and `BindingAction.set` takes sendable values;
  // the two flags below are written on the main actor, as a store sends and reduces, before the
  // last copy of the action is released. Those writes never overlap, so the flags skip the
  // dynamic exclusivity checks of class properties (three per binding sent, a fifth of its cost).

  @usableFromInline
  init() {}

  /// The action type whose `.binding` case carries this, when a store's settable field sent it:
  /// if no reducer applies it, that is reported as upstream reports it.
  @usableFromInline @exclusivity(unchecked) var sentByStoreAs: Any.Type?
  /// Whether a reducer applied it (`BindingReducer`, or `set(_:)` by hand).
  @usableFromInline @exclusivity(unchecked) var wasApplied = false

  deinit {
    if let sentByStoreAs, !wasApplied {
      reportUnhandledBinding(actionType: sentByStoreAs, value: value)
    }
  }

  /// The field that is set.
  var keyPath: PartialKeyPath<Root> { fatalError("abstract") }

  /// The new value.
  var value: any Equatable & Sendable { fatalError("abstract") }

  /// Writes the new value into `root`.
  @usableFromInline
  func apply(to root: inout Root) { fatalError("abstract") }
}

/// Sets the field at `keyPath` to `value`.
@usableFromInline
final class _SetBinding<Root, Value: Equatable & Sendable>: _BindingActionStorage<Root>,
  @unchecked Sendable
{
  @usableFromInline
  let field: WritableKeyPath<Root, Value>
  // Written only by `recycled(for:newValue:)`, on the main actor, while no action holds it.
  @usableFromInline @exclusivity(unchecked)
  var newValue: Value
  /// Writes the field without going through `field`, when the root type provides a writer.
  @usableFromInline
  let writer: _TypedStateField<Root, Value>?

  @usableFromInline
  init(
    field: WritableKeyPath<Root, Value>,
    newValue: Value,
    writer: _TypedStateField<Root, Value>? = nil
  ) {
    self.field = field
    self.newValue = newValue
    self.writer = writer
  }

  override var keyPath: PartialKeyPath<Root> { field }

  override var value: any Equatable & Sendable { newValue }

  @usableFromInline
  override func apply(to root: inout Root) {
    if let writer {
      writer.write(&root, newValue)
    } else {
      root[keyPath: field] = newValue
    }
  }
}

/// The storage of the last binding a store's settable field sent, once no copy of its action was
/// left, and the key path it sets (kept alive, so that it is never another's): a form sends a
/// binding per keystroke to the same field, and reusing its storage spares an allocation each.
// Unchecked: read and written only on the main actor, by `BindingAction.send`, whose accesses
// never overlap.
@MainActor
@usableFromInline
@exclusivity(unchecked)
var _recycledSetBinding: (keyPath: AnyKeyPath, storage: AnyObject)?

extension _SetBinding {
  /// The recycled storage, set to `newValue`, when it sets the field at `keyPath` and nothing
  /// else holds it.
  @MainActor
  @usableFromInline
  static func recycled(
    for keyPath: WritableKeyPath<Root, Value>, newValue: Value
  ) -> _SetBinding? {
    guard var recycled = _recycledSetBinding, recycled.keyPath === keyPath else { return nil }
    _recycledSetBinding = nil
    guard isKnownUniquelyReferenced(&recycled.storage) else { return nil }
    // The key path sets a field of type `Value` in `Root`, so its storage is of this type.
    let storage = unsafeDowncast(recycled.storage, to: _SetBinding.self)
    storage.newValue = newValue
    storage.wasApplied = false
    return storage
  }

  /// Keeps this storage for the next binding to its field, once its action was processed and no
  /// copy is left: if no reducer applied it, that is reported now, as its `deinit` would.
  @MainActor
  @usableFromInline
  func recycle() {
    if let sentByStoreAs, !wasApplied {
      reportUnhandledBinding(actionType: sentByStoreAs, value: value)
    }
    sentByStoreAs = nil
    _recycledSetBinding = (field, self)
  }
}

/// The warning for a binding action a store's settable field sent and no reducer applied.
private func reportUnhandledBinding(actionType: Any.Type, value: Any) {
  var valueDump = ""
  customDump(value, to: &valueDump, maxDepth: 0)
  reportIssue(
    """
    A binding action sent from a store was not handled.

      Action:
        \(typeName(actionType, genericsAbbreviated: true)).binding(.set(_, \(valueDump)))

    To fix this, invoke "BindingReducer()" from your feature reducer's "body".
    """
  )
}
