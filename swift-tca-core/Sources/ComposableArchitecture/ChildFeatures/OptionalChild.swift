import CasePaths

/// A child held in an optional: `ifLet(\.child, action: \.child)`. An action for it while the
/// state is `nil` is a reported issue; its effects are cancelled when the state becomes `nil` or
/// takes another identity. An alert or a dialog is dismissed by any of its actions.
@usableFromInline
struct OptionalChild<ParentState, ParentAction, ChildState, ChildAction>: ChildSlot {
  @usableFromInline let location: _SourceLocation
  let toState: WritableKeyPath<ParentState, ChildState?>
  let toAction: AnyCasePath<ParentAction, ChildAction>
  let embed: @Sendable (ChildAction) -> ParentAction
  let identity = ChildIdentity<ChildState>()
  let isEphemeral = ephemeralCheck(for: ChildState.self)

  init(
    state toState: WritableKeyPath<ParentState, ChildState?>,
    action toAction: AnyCasePath<ParentAction, ChildAction>,
    location: _SourceLocation
  ) {
    self.location = location
    self.toState = toState
    self.toAction = toAction
    self.embed = { toAction.embed($0) }
  }

  @usableFromInline
  func operatorAction(in action: ParentAction) -> ChildAction? {
    toAction.extract(from: action)
  }

  @usableFromInline
  func modifyChild(
    in state: inout ParentState, at key: Void, _ body: (inout ChildState) -> Effect<ChildAction>
  ) -> Effect<ChildAction>? {
    guard state[keyPath: toState] != nil else { return nil }
    return body(&state[keyPath: toState]!)
  }

  @usableFromInline
  func parentEffect(
    of effect: Effect<ChildAction>, from key: Void, in state: ParentState
  ) -> Effect<ParentAction> {
    guard let identity = identity(state[keyPath: toState]) else { return .none }
    return effect.map(embed).cancellable(asChildAt: location, identity: identity)
  }

  @usableFromInline
  func missingChildMessage(for action: ParentAction, in state: ParentState) -> String {
    nilChildMessage(at: location, action: action)
  }

  @usableFromInline
  func snapshot(of state: inout ParentState) -> AnyHashable? {
    identity(state[keyPath: toState])
  }

  @usableFromInline
  func afterParent(
    _ childAction: ChildAction?, in state: inout ParentState, since before: AnyHashable?
  ) -> Effect<ParentAction> {
    let after = identity(state[keyPath: toState])
    // An alert or a dialog is dismissed by any of its actions, unless the parent replaced it.
    if let isEphemeral, childAction != nil,
      let child = state[keyPath: toState], isEphemeral(child), after == before
    {
      state[keyPath: toState] = nil
    }
    return .cancelChild(at: location, before: before, after: after)
  }
}
