/// Where a child operator's child lives in its parent, and what the operator does around its
/// parent: the one part of `Scope`, `ifLet`, `ifCaseLet`, `forEach` (rows and stack) and
/// presentation `ifLet` that differs. ``ChildReducer`` runs the rest, the same for all of them.
@usableFromInline
protocol ChildSlot {
  associatedtype ParentState
  associatedtype ParentAction
  associatedtype ChildState
  associatedtype ChildAction
  /// The part of a parent action addressed to the operator: the child's action, or a
  /// navigation action (`.element(id:action:)`, `.presented`, `.dismiss`, `.push`) around it.
  associatedtype OperatorAction
  /// What a parent action names its child by: `Void` for the one child, an id in a collection.
  associatedtype Key
  /// What the operator keeps of the parent's state before the parent runs, to tell which
  /// children the parent removed or replaced.
  associatedtype Snapshot

  /// The call that built the operator, named by its runtime issues.
  var location: _SourceLocation { get }

  /// The part of `action` addressed to the operator, or `nil` for the parent's other actions.
  func operatorAction(in action: ParentAction) -> OperatorAction?

  /// The child action `action` carries, or `nil` for the operator's own actions.
  func childAction(in action: OperatorAction) -> ChildAction?

  /// The child that the child action in `action` is for.
  func childKey(in action: OperatorAction) -> Key?

  /// Runs `body` on the child state at `key`, in place; `nil` when there is no such child.
  func modifyChild(
    in state: inout ParentState, at key: Key, _ body: (inout ChildState) -> Effect<ChildAction>
  ) -> Effect<ChildAction>?

  /// The child's effect as the parent's: its actions embedded, tied to the child at `key`.
  /// Called only for an effect that is not `.none`.
  func parentEffect(
    of effect: Effect<ChildAction>, from key: Key, in state: ParentState
  ) -> Effect<ParentAction>

  /// The issue reported when `action` is for a child that is not there.
  func missingChildMessage(for action: ParentAction, in state: ParentState) -> String

  /// The operator's own work before the parent runs `action` (a push, a check).
  func beforeParent(
    _ operatorAction: OperatorAction?, of action: ParentAction, in state: inout ParentState)

  /// What to keep of `state` before the parent runs.
  func snapshot(of state: inout ParentState) -> Snapshot

  /// The operator's own work after the parent ran (dismissals, pops), returning the effect that
  /// cancels the effects of the children that left since `before`.
  func afterParent(
    _ operatorAction: OperatorAction?, in state: inout ParentState, since before: Snapshot
  ) -> Effect<ParentAction>
}

extension ChildSlot {
  @inlinable
  func beforeParent(
    _ operatorAction: OperatorAction?, of action: ParentAction, in state: inout ParentState
  ) {}
}

extension ChildSlot where OperatorAction == ChildAction, Key == Void {
  @inlinable @inline(__always)
  func childAction(in action: ChildAction) -> ChildAction? {
    action
  }

  @inlinable @inline(__always)
  func childKey(in action: ChildAction) -> Void? {
    ()
  }
}

extension ChildSlot where Snapshot == Void {
  @inlinable
  func snapshot(of state: inout ParentState) {}

  @inlinable
  func afterParent(
    _ operatorAction: OperatorAction?, in state: inout ParentState, since before: Void
  ) -> Effect<ParentAction> {
    .none
  }
}

/// Runs a child feature inside its parent: the engine of every child operator, configured by a
/// ``ChildSlot``.
///
/// For each parent action: the child runs first, in place, if the action is for it (an action
/// for a child that is not there is a reported issue); then the parent, if the operator has
/// one; then the operator's own work. The child's effects become the parent's, and the effects
/// of children the parent removed or replaced are cancelled.
// The state and action types are parameters of their own, rather than the slot's associated
// types, so that code running a generic feature refers to them directly instead of looking them
// up through the slot's conformance on each action.
@usableFromInline
struct ChildReducer<ParentState, ParentAction, ChildState, ChildAction, Slot: ChildSlot>
where
  Slot.ParentState == ParentState, Slot.ParentAction == ParentAction,
  Slot.ChildState == ChildState, Slot.ChildAction == ChildAction
{
  @usableFromInline
  let slot: Slot
  @usableFromInline
  let child: LazyResolvedReducer<ChildState, ChildAction>

  @inlinable
  init<Child: Reducer<ChildState, ChildAction>>(_ slot: Slot, child: Child) {
    self.slot = slot
    self.child = LazyResolvedReducer(child)
  }

  /// Runs the child through `childRun` if `operatorAction` (this operator's part of `action`)
  /// is for it, and returns the child's effect as the parent's. `childRun` is the lazily
  /// resolved child (`{ child.run(&$0, $1) }`) or, for a child that is always there (`Scope` on
  /// a stored property, which cannot contain itself), the child resolved when the parent is
  /// built, sparing each action the lazy child's check and its retain.
  // Always inlined, as are the slots' small members: in the code of a generic feature, a call
  // looks up the metadata of each generic type it passes.
  @inlinable @inline(__always)
  func runChild(
    _ state: inout ParentState,
    _ action: ParentAction,
    _ operatorAction: Slot.OperatorAction?,
    running childRun: (inout ChildState, ChildAction) -> Effect<ChildAction>
  ) -> Effect<ParentAction> {
    guard let operatorAction, let childAction = slot.childAction(in: operatorAction),
      let key = slot.childKey(in: operatorAction)
    else { return .none }
    guard let effect = slot.modifyChild(in: &state, at: key, { childRun(&$0, childAction) })
    else {
      slot.location.report(slot.missingChildMessage(for: action, in: state))
      return .none
    }
    // Most child actions start no effect: nothing to embed, and the child is not read again.
    guard !effect.isNone else { return .none }
    return slot.parentEffect(of: effect, from: key, in: state)
  }

  /// Runs the child, then `parent`, then the operator's own work.
  @inlinable
  func run(
    _ state: inout ParentState,
    _ action: ParentAction,
    parent: (inout ParentState, ParentAction) -> Effect<ParentAction>
  ) -> Effect<ParentAction> {
    let operatorAction = slot.operatorAction(in: action)
    let childEffect = runChild(&state, action, operatorAction) { child.run(&$0, $1) }
    slot.beforeParent(operatorAction, of: action, in: &state)
    let before = slot.snapshot(of: &state)
    let parentEffect = parent(&state, action)
    let operatorEffect = slot.afterParent(operatorAction, in: &state, since: before)
    // Most actions start no effect of the child's or the operator's: the parent's is returned
    // as it is, without the two merges' copies.
    if childEffect.isNone, operatorEffect.isNone { return parentEffect }
    return childEffect.merge(with: parentEffect).merge(with: operatorEffect)
  }

  /// The operator as a resolved reducer: the child before `parent`.
  @inlinable
  func resolved<Parent: Reducer<ParentState, ParentAction>>(
    before parent: Parent
  ) -> _ResolvedReducer<ParentState, ParentAction> {
    let parent = parent._resolve().run
    return _ResolvedReducer { state, action in self.run(&state, action, parent: parent) }
  }
}
