import CasePaths

/// A presented child: `ifLet(\.$destination, action: \.destination)` over ``PresentationState``.
///
/// `.presented` runs the child before the parent; `.dismiss` runs the parent, which sees the
/// child one last time, then dismisses it; an alert or a dialog is dismissed by any of its
/// actions. A presentation action while nothing is presented is a reported issue. The child's
/// effects are cancelled when it is dismissed or replaced by another identity, and an effect's
/// `@Dependency(\.dismiss)` dismisses it.
@usableFromInline
struct PresentationChild<ParentState, ParentAction, ChildState, ChildAction>: ChildSlot {
  @usableFromInline let location: _SourceLocation
  @usableFromInline let toState: ChildStatePath<ParentState, PresentationState<ChildState>>
  @usableFromInline
  let toAction: AnyCasePath<ParentAction, PresentationAction<ChildAction>>
  @usableFromInline let identity = ChildIdentity<ChildState>()
  @usableFromInline let isEphemeral = ephemeralCheck(for: ChildState.self)
  // Observable state tells its observers about its own changes; other state is one value.
  @usableFromInline let isObservable = ChildState.self is any ObservableState.Type

  @usableFromInline
  init(
    state toState: WritableKeyPath<ParentState, PresentationState<ChildState>>,
    action toAction: AnyCasePath<ParentAction, PresentationAction<ChildAction>>,
    location: _SourceLocation
  ) {
    self.location = location
    self.toState = ChildStatePath(toState)
    self.toAction = toAction
  }

  @inlinable
  func operatorAction(in action: ParentAction) -> PresentationAction<ChildAction>? {
    toAction.extract(from: action)
  }

  @inlinable
  func childAction(in action: PresentationAction<ChildAction>) -> ChildAction? {
    guard case let .presented(childAction) = action else { return nil }
    return childAction
  }

  @inlinable
  func childKey(in action: PresentationAction<ChildAction>) -> Void? {
    ()
  }

  @inlinable
  func modifyChild(
    in state: inout ParentState, at key: Void, _ body: (inout ChildState) -> Effect<ChildAction>
  ) -> Effect<ChildAction>? {
    // In place: `$destination` is a stored property.
    toState.modify(&state) { presentation in
      let effect = presentation.modifyPresented { presented in
        PresentedChildFlag.whileSet { body(&presented) }
      }
      if effect != nil, !isObservable { presentation.notifyChanged() }
      if let effect, !effect.isNone { mount(&presentation) }
      return effect
    }
  }

  /// Notes that the presented child started effects, so that they are cancelled once it is
  /// gone, whoever removed it.
  @usableFromInline
  func mount(_ presentation: inout PresentationState<ChildState>) {
    guard let presented = presentation.wrappedValue else { return }
    let presentedIdentity = identity.read(presented)
    if presentation.mounted?.identity != presentedIdentity {
      presentation.mounted = PresentationState.MountedChild(presentedIdentity)
    }
  }

  /// Cancels the effects of the child that started them when, as this operator's parent was
  /// about to run, it was no longer presented: a reducer outside the operator removed or
  /// replaced it.
  @usableFromInline
  func cancelUnmounted(
    since before: PresentationState<ChildState>.Storage, in state: inout ParentState
  ) -> Effect<ParentAction> {
    guard let mounted = before.mounted, identity(before.value) != mounted.identity else {
      return .none
    }
    toState.modify(&state) { if $0.mounted === mounted { $0.mounted = nil } }
    return .cancel(id: ChildEffectsID(location: location, identity: mounted.identity))
  }

  @inlinable
  func parentEffect(
    of effect: Effect<ChildAction>, from key: Void, in state: ParentState
  ) -> Effect<ParentAction> {
    guard let presented = state[keyPath: toState.keyPath].wrappedValue else {
      return .none
    }
    let toAction = toAction
    return
      effect
      .map { toAction.embed(.presented($0)) }
      .presented { send in send(toAction.embed(.dismiss)) }
      .presentedChild(at: location, identity: identity.read(presented))
  }

  @inlinable
  func missingChildMessage(for action: ParentAction, in state: ParentState) -> String {
    absentDestinationMessage(action: action, at: location)
  }

  // Always inlined, as `dismissingOrCancelling`: told by its case alone, a child's action is
  // not copied to be passed on to a call.
  @inlinable @inline(__always)
  func beforeParent(
    _ presentationAction: PresentationAction<ChildAction>?, of action: ParentAction,
    in state: inout ParentState
  ) {
    guard case .dismiss? = presentationAction else { return }
    checkDismissal(of: action, in: &state)
  }

  /// Reports a `.dismiss` while nothing is presented.
  @usableFromInline
  func checkDismissal(of action: ParentAction, in state: inout ParentState) {
    guard !toState.read(&state, { $0.isPresented }) else { return }
    location.report(absentDestinationMessage(action: action, at: location))
  }

  // Its storage alone, whose identity tells whether the parent changed the presentation: the
  // whole value held its observation's reference too, retained and released on every action.
  @inlinable @inline(__always)
  func snapshot(of state: inout ParentState) -> PresentationState<ChildState>.Storage {
    toState.read(&state) { $0.storage }
  }

  @inlinable @inline(__always)
  func afterParent(
    _ presentationAction: PresentationAction<ChildAction>?, in state: inout ParentState,
    since before: PresentationState<ChildState>.Storage
  ) -> Effect<ParentAction> {
    let effect = dismissingOrCancelling(presentationAction, in: &state, since: before)
    guard before.mounted != nil else { return effect }
    return effect.merge(with: cancelUnmounted(since: before, in: &state))
  }

  /// Dismisses an ephemeral child or one that asked to be, and cancels the effects of a child
  /// the parent removed or replaced.
  @inlinable @inline(__always)
  func dismissingOrCancelling(
    _ presentationAction: PresentationAction<ChildAction>?, in state: inout ParentState,
    since before: PresentationState<ChildState>.Storage
  ) -> Effect<ParentAction> {
    switch presentationAction {
    case .dismiss?:
      if before.value != nil { dismiss(before, in: &state) }
    case .presented?:
      // The presented value is read only when its type has ephemeral values.
      if isEphemeral != nil { dismissIfEphemeral(presentationAction, before, in: &state) }
    case nil:
      break
    }
    // A copy of the presentation was kept while the parent ran, so a write allocated new
    // storage: unchanged storage means an unchanged identity.
    guard toState.read(&state, { $0.storage !== before }) else { return .none }
    return cancelReplaced(since: before, in: &state)
  }

  /// Dismisses the child `before` presented when it is ephemeral (an alert, a dialog) and
  /// `presentationAction` is one of its actions.
  @usableFromInline
  func dismissIfEphemeral(
    _ presentationAction: PresentationAction<ChildAction>?,
    _ before: PresentationState<ChildState>.Storage, in state: inout ParentState
  ) {
    guard case let .presented(childAction)? = presentationAction, let isEphemeral,
      let presented = before.value, isEphemeral(presented),
      ephemeral(presented, accepts: childAction)
    else { return }
    dismiss(before, in: &state)
  }

  /// Cancels the effects of the child `before` presented, when the parent dismissed it or
  /// replaced it by another identity.
  @usableFromInline
  func cancelReplaced(
    since before: PresentationState<ChildState>.Storage, in state: inout ParentState
  ) -> Effect<ParentAction> {
    let after = toState.read(&state)
    return .cancelChild(
      at: location, before: identity(before.value), after: identity(after.wrappedValue))
  }

  /// Ends the presentation `presented` (a presentation's storage) held, unless the parent
  /// replaced it.
  @inlinable
  func dismiss(_ presented: PresentationState<ChildState>.Storage, in state: inout ParentState) {
    let after = toState.read(&state)
    guard
      after.storage === presented
        || (after.isPresented && identity(after.wrappedValue) == identity(presented.value))
    else { return }
    toState.modify(&state) { $0.wrappedValue = nil }
  }
}
