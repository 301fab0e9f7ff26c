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
  // Rewritten only by `sent(to:newValue:as:)`, on the main actor, while no action holds it.
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

/// The storage of the binding a store's settable field sends, kept for the next write to the same
/// field once no copy of its action is left: a form sends a binding per keystroke to the same
/// field, and reusing the storage spares an allocation each. With the key path it sets (kept
/// alive, so that it is never another's).
// Unchecked: read and written only on the main actor, by `BindingAction.send`, whose accesses
// never overlap. Uniqueness is checked on these globals themselves, never on a copy: the
// optimizer may move a copy's retain and the global's release across the check.
@MainActor
@usableFromInline
@exclusivity(unchecked)
var _sentSetBinding: AnyObject?

@MainActor
@usableFromInline
@exclusivity(unchecked)
var _sentSetBindingKeyPath: AnyKeyPath?

extension _SetBinding where Root: ObservableState {
  /// The storage for a store's binding of `newValue` to the field at `keyPath`: the kept one
  /// when it sets that field and nothing else holds it, else a new one, kept from now on.
  @MainActor
  @usableFromInline
  static func sent(
    to keyPath: WritableKeyPath<Root, Value>, newValue: Value, as actionType: Any.Type
  ) -> _SetBinding {
    if _sentSetBindingKeyPath === keyPath, isKnownUniquelyReferenced(&_sentSetBinding),
      let kept = _sentSetBinding
    {
      // The key path sets a field of type `Value` in `Root`, so its storage is of this type.
      let storage = unsafeDowncast(kept, to: _SetBinding.self)
      storage.newValue = newValue
      storage.wasApplied = false
      storage.sentByStoreAs = actionType
      return storage
    }
    let storage = _SetBinding(
      field: keyPath, newValue: newValue, writer: _stateField(for: keyPath))
    storage.sentByStoreAs = actionType
    _sentSetBinding = storage
    _sentSetBindingKeyPath = keyPath
    return storage
  }

  /// After the store processed its binding to the field at `keyPath`: if no copy of the action
  /// is left, reports it if no reducer applied it, as its `deinit` would, and keeps it for the
  /// next write; if a copy is left, leaves it to that copy. (A binding sent while the store
  /// processed this one took its place: this one's `deinit` then reports it.)
  @MainActor
  @usableFromInline
  static func sendEnded(to keyPath: WritableKeyPath<Root, Value>) {
    guard _sentSetBindingKeyPath === keyPath else { return }
    guard isKnownUniquelyReferenced(&_sentSetBinding), let kept = _sentSetBinding else {
      _sentSetBinding = nil
      _sentSetBindingKeyPath = nil
      return
    }
    let storage = unsafeDowncast(kept, to: _SetBinding.self)
    if let sentByStoreAs = storage.sentByStoreAs, !storage.wasApplied {
      reportUnhandledBinding(actionType: sentByStoreAs, value: storage.value)
    }
    storage.sentByStoreAs = nil
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
