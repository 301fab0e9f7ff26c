import CasePaths
import IdentifiedCollections
import OrderedCollections

/// The rows of an identified array: `forEach(\.rows, action: \.rows)`. An action for an id the
/// array does not have is a reported issue; a row's effects are cancelled when it is removed.
@usableFromInline
struct IdentifiedChild<ParentState, ParentAction, ID: Hashable & Sendable, ChildState, ChildAction>:
  ChildSlot
{
  @usableFromInline let location: _SourceLocation
  @usableFromInline let toState: ChildStatePath<ParentState, IdentifiedArray<ID, ChildState>>
  @usableFromInline let toAction: AnyCasePath<ParentAction, IdentifiedAction<ID, ChildAction>>
  @usableFromInline let change = ChildChangeCheck<ChildState>.element
  @usableFromInline let recent = RecentPosition()

  @usableFromInline
  init(
    state toState: WritableKeyPath<ParentState, IdentifiedArray<ID, ChildState>>,
    action toAction: AnyCasePath<ParentAction, IdentifiedAction<ID, ChildAction>>,
    location: _SourceLocation
  ) {
    self.location = location
    self.toState = ChildStatePath(toState)
    self.toAction = toAction
  }

  @inlinable
  func operatorAction(in action: ParentAction) -> IdentifiedAction<ID, ChildAction>? {
    toAction.extract(from: action)
  }

  @inlinable
  func childAction(in action: IdentifiedAction<ID, ChildAction>) -> ChildAction? {
    guard case let .element(_, childAction) = action else { return nil }
    return childAction
  }

  @inlinable
  func childKey(in action: IdentifiedAction<ID, ChildAction>) -> ID? {
    guard case let .element(id, _) = action else { return nil }
    return id
  }

  @inlinable @inline(__always)
  func modifyChild(
    in state: inout ParentState, at id: ID, _ body: (inout ChildState) -> Effect<ChildAction>
  ) -> Effect<ChildAction>? {
    toState.modify(&state) { rows, isObserved in
      // By position: a modify by id moves the row out of the dictionary and back. Both trap if
      // the row's reducer changes its id.
      guard let index = recent.index(of: id, in: rows.ids) else { return (nil, false) }
      guard isObserved else { return (body(&rows[index]), false) }
      let (effect, changed) = change.run(&rows[index], body)
      return (effect, changed)
    }
  }

  @inlinable
  func parentEffect(
    of effect: Effect<ChildAction>, from id: ID, in state: ParentState
  ) -> Effect<ParentAction> {
    let toAction = toAction
    return
      effect
      .map { toAction.embed(.element(id: id, action: $0)) }
      .cancellable(asChildAt: location, identity: AnyHashable(id))
  }

  @inlinable
  func missingChildMessage(for action: ParentAction, in state: ParentState) -> String {
    missingRowMessage(at: location, action: action)
  }

  @inlinable @inline(__always)
  func snapshot(of state: inout ParentState) -> OrderedSet<ID> {
    toState.read(&state) { $0.ids }
  }

  @inlinable @inline(__always)
  func afterParent(
    _ rowAction: IdentifiedAction<ID, ChildAction>?, in state: inout ParentState,
    since before: OrderedSet<ID>
  ) -> Effect<ParentAction> {
    .cancelRemovedChildren(at: location, before: before, in: &state, toState) { $0.ids }
  }
}
