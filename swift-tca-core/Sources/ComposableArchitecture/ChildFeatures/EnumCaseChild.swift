import CasePaths

/// A child held in a case of an enum state: `Scope(state: \.loggedIn, action: \.loggedIn)` and
/// `ifCaseLet`. An action for it while the state is in another case is a reported issue.
@usableFromInline
struct EnumCaseChild<ParentState, ParentAction, ChildState, ChildAction>: ChildSlot {
  @usableFromInline let location: _SourceLocation
  @usableFromInline let toState: AnyCasePath<ParentState, ChildState>
  @usableFromInline let toAction: AnyCasePath<ParentAction, ChildAction>
  @usableFromInline let embed: @Sendable (ChildAction) -> ParentAction
  /// Whether the child's effects are cancelled when the state leaves the case (`ifCaseLet`).
  @usableFromInline let cancelsWhenLeft: Bool
  @usableFromInline let identity = ChildIdentity<ChildState>()
  @usableFromInline let wrongCaseMessage: (ParentAction, ParentState) -> String

  @usableFromInline
  init(
    state toState: AnyCasePath<ParentState, ChildState>,
    action toAction: AnyCasePath<ParentAction, ChildAction>,
    cancelsWhenLeft: Bool,
    location: _SourceLocation,
    wrongCaseMessage: @escaping (ParentAction, ParentState) -> String
  ) {
    self.location = location
    self.toState = toState
    self.toAction = toAction
    self.embed = { toAction.embed($0) }
    self.cancelsWhenLeft = cancelsWhenLeft
    self.wrongCaseMessage = wrongCaseMessage
  }

  @inlinable
  func operatorAction(in action: ParentAction) -> ChildAction? {
    toAction.extract(from: action)
  }

  @inlinable
  func modifyChild(
    in state: inout ParentState, at key: Void, _ body: (inout ChildState) -> Effect<ChildAction>
  ) -> Effect<ChildAction>? {
    Self.modify(at: &state, toState, body)
  }

  /// Runs `body` on the value of the case `toState` in the enum at `root`. The value is
  /// extracted and the enum destroyed before `body` runs, so a collection in the value is not
  /// shared with the enum and copied when `body` changes it; the enum is rebuilt afterwards.
  @inlinable @inline(__always)
  static func modify(
    at root: UnsafeMutablePointer<ParentState>, _ toState: AnyCasePath<ParentState, ChildState>,
    _ body: (inout ChildState) -> Effect<ChildAction>
  ) -> Effect<ChildAction>? {
    guard var childState = toState.extract(from: root.pointee) else { return nil }
    // `body` cannot reach the enum meanwhile: the caller holds exclusive access to it.
    root.deinitialize(count: 1)
    let effect = body(&childState)
    root.initialize(to: toState.embed(childState))
    return effect
  }

  @inlinable
  func parentEffect(
    of effect: Effect<ChildAction>, from key: Void, in state: ParentState
  ) -> Effect<ParentAction> {
    guard cancelsWhenLeft, let identity = identity(toState.extract(from: state))
    else { return effect.map(embed) }
    return effect.map(embed).cancellable(asChildAt: location, identity: identity)
  }

  @inlinable
  func missingChildMessage(for action: ParentAction, in state: ParentState) -> String {
    wrongCaseMessage(action, state)
  }

  @inlinable
  func snapshot(of state: inout ParentState) -> AnyHashable? {
    // A `Scope`'s child effects are not tied to the case: nothing to cancel.
    guard cancelsWhenLeft else { return nil }
    return identity(toState.extract(from: state))
  }

  @inlinable
  func afterParent(
    _ childAction: ChildAction?, in state: inout ParentState, since before: AnyHashable?
  ) -> Effect<ParentAction> {
    guard cancelsWhenLeft else { return .none }
    return .cancelChild(
      at: location, before: before, after: identity(toState.extract(from: state)))
  }
}
