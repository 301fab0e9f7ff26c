import CustomDump
import IssueReporting
import LiteSupport

/// What a ``BindingAction`` holds: one reference, so that actions carrying it stay small and
/// cheap to copy. Subclassed once per value type by ``_SetBinding``.
@usableFromInline
class _BindingActionStorage<Root>: @unchecked Sendable {
  // Sendable by hand: instances are immutable, and `BindingAction.set` takes sendable values;
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
  @usableFromInline
  let newValue: Value
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
