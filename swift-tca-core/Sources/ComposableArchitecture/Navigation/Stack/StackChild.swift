import CasePaths
import CustomDump
import Dependencies
import OrderedCollections

/// The elements of a navigation stack: `forEach(\.path, action: \.path)` over a ``StackState``.
///
/// `.element(id:action:)` runs the element, `.push(id:state:)` pushes before the parent runs,
/// `.popFrom(id:)` pops after it. Actions for ids the stack does not have, and pushes of ids it
/// has, are reported issues; the effects of every element that leaves the stack are cancelled,
/// and an element's `@Dependency(\.dismiss)` pops it.
@usableFromInline
struct StackChild<ParentState, ParentAction, ChildState, ChildAction>: ChildSlot {
  @usableFromInline let location: _SourceLocation
  @usableFromInline let toState: ChildStatePath<ParentState, StackState<ChildState>>
  @usableFromInline
  let toAction: AnyCasePath<ParentAction, StackAction<ChildState, ChildAction>>
  @usableFromInline let change = ChildChangeCheck<ChildState>.element
  @usableFromInline let recent = RecentPosition()

  @usableFromInline
  init(
    state toState: WritableKeyPath<ParentState, StackState<ChildState>>,
    action toAction: AnyCasePath<ParentAction, StackAction<ChildState, ChildAction>>,
    location: _SourceLocation
  ) {
    self.location = location
    self.toState = ChildStatePath(toState)
    self.toAction = toAction
  }

  @inlinable
  func operatorAction(in action: ParentAction) -> StackAction<ChildState, ChildAction>? {
    toAction.extract(from: action)
  }

  @inlinable
  func childAction(in action: StackAction<ChildState, ChildAction>) -> ChildAction? {
    guard case let .element(_, childAction) = action else { return nil }
    return childAction
  }

  @inlinable
  func childKey(in action: StackAction<ChildState, ChildAction>) -> StackElementID? {
    guard case let .element(id, _) = action else { return nil }
    return id
  }

  @inlinable @inline(__always)
  func modifyChild(
    in state: inout ParentState, at id: StackElementID,
    _ body: (inout ChildState) -> Effect<ChildAction>
  ) -> Effect<ChildAction>? {
    toState.modify(&state) { stack, isObserved in
      // By position: a modify by key moves the element out of the dictionary and back.
      guard let index = recent.index(of: id, in: stack.ids) else { return (nil, false) }
      let (effect, changed) = PresentedChildFlag.whileSet {
        guard isObserved else { return (body(&stack.elements.values[index]), false) }
        return change.run(&stack.elements.values[index], body)
      }
      if !effect.isNone { stack.mount(id) }
      return (effect, changed)
    }
  }

  @inlinable
  func parentEffect(
    of effect: Effect<ChildAction>, from id: StackElementID, in state: ParentState
  ) -> Effect<ParentAction> {
    let toAction = toAction
    return
      effect
      .map { toAction.embed(.element(id: id, action: $0)) }
      .presented { send in send(toAction.embed(.popFrom(id: id))) }
      .presentedChild(at: location, identity: AnyHashable(id))
  }

  @inlinable
  func missingChildMessage(for action: ParentAction, in state: ParentState) -> String {
    // Upstream's text shows the element's action, not the parent's that carries it.
    guard case let .element(_, elementAction)? = toAction.extract(from: action) else {
      return missingElementMessage(action: action, at: location)
    }
    return missingElementMessage(action: elementAction, at: location)
  }

  @inlinable @inline(__always)
  func beforeParent(
    _ stackAction: StackAction<ChildState, ChildAction>?, of action: ParentAction,
    in state: inout ParentState
  ) {
    // An element's action, the usual one, is told by its case alone: not passed on to a call,
    // which copied it.
    switch stackAction {
    case .popFrom?, .push?: navigate(stackAction, in: &state)
    default: break
    }
  }

  /// Pushes the element a `.push` carries, or reports a `.popFrom` naming an id the stack does
  /// not have: ``beforeParent(_:of:in:)`` for those two.
  @usableFromInline
  func navigate(_ stackAction: StackAction<ChildState, ChildAction>?, in state: inout ParentState) {
    switch stackAction {
    case let .popFrom(id) where toState.read(&state, { $0.elements[id] == nil }):
      location.report(
        popFromMissingElementMessage(id: id, ids: toState.read(&state) { $0.ids }, at: location))
    case let .push(id, element):
      push(element, id: id, in: &state)
    default:
      break
    }
  }

  @usableFromInline
  func push(
    _ element: ChildState, id: StackElementID, in state: inout ParentState
  ) {
    @Dependency(\.stackElementID) var stackElementID
    let ids = toState.read(&state) { $0.ids }
    guard !ids.contains(id) else {
      location.report(duplicatePushMessage(id: id, ids: ids, at: location))
      return
    }
    let expected = stackElementID.peek()
    if DependencyValues._current.context == .test, id.generation > expected.generation {
      location.report(unexpectedGenerationMessage(id: id, expected: expected, at: location))
    }
    stackElementID.skip(past: id)
    _ = toState.modify(&state) { $0.push(element, id: id) }
  }

  @inlinable @inline(__always)
  func snapshot(
    of state: inout ParentState
  ) -> (ids: OrderedSet<StackElementID>, mounted: StackState<ChildState>.MountedElements?) {
    toState.read(&state) { ($0.ids, $0.mounted) }
  }

  @inlinable @inline(__always)
  func afterParent(
    _ stackAction: StackAction<ChildState, ChildAction>?, in state: inout ParentState,
    since before: (
      ids: OrderedSet<StackElementID>, mounted: StackState<ChildState>.MountedElements?
    )
  ) -> Effect<ParentAction> {
    // Told by its case alone, as in `beforeParent`.
    if case .popFrom? = stackAction { pop(stackAction, since: before.ids, in: &state) }
    let removed = Effect<ParentAction>.cancelRemovedChildren(
      at: location, before: before.ids, in: &state, toState
    ) { $0.ids }
    guard let mounted = before.mounted else { return removed }
    return removed.merge(with: cancelUnmounted(mounted, since: before.ids, in: &state))
  }

  /// Pops the elements from the one `.popFrom` names, if the stack had it before the parent ran.
  @usableFromInline
  func pop(
    _ stackAction: StackAction<ChildState, ChildAction>?, since before: OrderedSet<StackElementID>,
    in state: inout ParentState
  ) {
    guard case let .popFrom(id)? = stackAction, before.contains(id) else { return }
    toState.modify(&state) { $0.pop(from: id) }
  }

  /// Cancels the effects of the elements that started them and were gone as this operator's
  /// parent was about to run: a reducer outside the operator removed them.
  @usableFromInline
  func cancelUnmounted(
    _ mounted: StackState<ChildState>.MountedElements, since before: OrderedSet<StackElementID>,
    in state: inout ParentState
  ) -> Effect<ParentAction> {
    let gone = mounted.ids.filter { !before.contains($0) }
    guard !gone.isEmpty else { return .none }
    let kept = mounted.ids.subtracting(gone)
    toState.modify(&state) { $0.mounted = kept.isEmpty ? nil : .init(kept) }
    return .merge(gone.map { .cancelChild(at: location, before: AnyHashable($0), after: nil) })
  }
}
