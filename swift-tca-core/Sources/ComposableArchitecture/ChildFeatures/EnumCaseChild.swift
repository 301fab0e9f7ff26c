import CasePaths

/// A child held in a case of an enum state: `Scope(state: \.loggedIn, action: \.loggedIn)` and
/// `ifCaseLet`. An action for it while the state is in another case is a reported issue.
@usableFromInline
struct EnumCaseChild<ParentState, ParentAction, ChildState, ChildAction>: ChildSlot {
  @usableFromInline let location: _SourceLocation
  let toState: AnyCasePath<ParentState, ChildState>
  let toAction: AnyCasePath<ParentAction, ChildAction>
  let embed: @Sendable (ChildAction) -> ParentAction
  /// Whether the child's effects are cancelled when the state leaves the case (`ifCaseLet`).
  let cancelsWhenLeft: Bool
  let identity = ChildIdentity<ChildState>()
  let wrongCaseMessage: (ParentAction, ParentState) -> String

  init(
    state toState: CaseKeyPath<ParentState, ChildState>,
    action toAction: CaseKeyPath<ParentAction, ChildAction>,
    cancelsWhenLeft: Bool,
    location: _SourceLocation,
    wrongCaseMessage: @escaping (ParentAction, ParentState) -> String
  ) {
    let toAction = AnyCasePath(toAction)
    self.location = location
    self.toState = AnyCasePath(toState)
    self.toAction = toAction
    self.embed = { toAction.embed($0) }
    self.cancelsWhenLeft = cancelsWhenLeft
    self.wrongCaseMessage = wrongCaseMessage
  }

  @usableFromInline
  func operatorAction(in action: ParentAction) -> ChildAction? {
    toAction.extract(from: action)
  }

  @usableFromInline
  func modifyChild(
    in state: inout ParentState, at key: Void, _ body: (inout ChildState) -> Effect<ChildAction>
  ) -> Effect<ChildAction>? {
    guard var childState = toState.extract(from: state) else { return nil }
    let effect = body(&childState)
    state = toState.embed(childState)
    return effect
  }

  @usableFromInline
  func parentEffect(
    of effect: Effect<ChildAction>, from key: Void, in state: ParentState
  ) -> Effect<ParentAction> {
    // Most child actions start no effect: the case is not extracted again for them.
    guard cancelsWhenLeft, !effect.isNone, let identity = identity(toState.extract(from: state))
    else { return effect.map(embed) }
    return effect.map(embed).cancellable(asChildAt: location, identity: identity)
  }

  @usableFromInline
  func missingChildMessage(for action: ParentAction, in state: ParentState) -> String {
    wrongCaseMessage(action, state)
  }

  @usableFromInline
  func snapshot(of state: inout ParentState) -> AnyHashable? {
    identity(toState.extract(from: state))
  }

  @usableFromInline
  func afterParent(
    _ childAction: ChildAction?, in state: inout ParentState, since before: AnyHashable?
  ) -> Effect<ParentAction> {
    .cancelChild(at: location, before: before, after: identity(toState.extract(from: state)))
  }
}
