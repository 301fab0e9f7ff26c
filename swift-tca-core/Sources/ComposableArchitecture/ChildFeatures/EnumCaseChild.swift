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
  /// Runs a function on the case's value moved out of the enum and back: written for the case
  /// by `@Reducer`, or `caseMove(through: toState)`.
  @usableFromInline let moveCase: _CaseMove

  @usableFromInline
  init(
    state toState: AnyCasePath<ParentState, ChildState>,
    action toAction: AnyCasePath<ParentAction, ChildAction>,
    cancelsWhenLeft: Bool,
    location: _SourceLocation,
    moveCase: @escaping _CaseMove,
    wrongCaseMessage: @escaping (ParentAction, ParentState) -> String
  ) {
    self.location = location
    self.toState = toState
    self.moveCase = moveCase
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
    Self.modify(at: &state, moveCase, body)
  }

  /// Runs `body` on the value of the case `moveCase` moves out of the enum at `root`, or returns
  /// `nil` when the enum is in another case. (`moveCase` is escaping only because the stored
  /// closure it is cannot be passed a closure capturing `body` otherwise.)
  @inlinable @inline(__always)
  static func modify(
    at root: UnsafeMutablePointer<ParentState>, _ moveCase: @escaping _CaseMove,
    _ body: (inout ChildState) -> Effect<ChildAction>
  ) -> Effect<ChildAction>? {
    var effect: Effect<ChildAction>?
    let found = moveCase(UnsafeMutableRawPointer(root)) {
      effect = body(&$0.assumingMemoryBound(to: ChildState.self).pointee)
    }
    return found ? effect : nil
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

/// Runs a function on the value of one case of the enum at a pointer, moving the value out of the
/// enum and back, and returns whether the enum is in that case: `@Reducer` writes one for each
/// case of an enum reducer. Raw pointers, so that a closure written for the feature's types is
/// called from generic code as it is, without a conversion or an allocation per action.
public typealias _CaseMove = (
  _ enum: UnsafeMutableRawPointer, _ body: (_ value: UnsafeMutableRawPointer) -> Void
) -> Bool

/// Moves the value of the case `toState` out of the enum and back: the value is extracted and
/// the enum destroyed before the function runs, so a collection in the value is not shared with
/// the enum and copied when the function changes it; the enum is rebuilt afterwards.
@inlinable
func caseMove<Root, Value>(through toState: AnyCasePath<Root, Value>) -> _CaseMove {
  { pointer, body in
    let root = pointer.assumingMemoryBound(to: Root.self)
    guard var value = toState.extract(from: root.pointee) else { return false }
    // `body` cannot reach the enum meanwhile: the caller holds exclusive access to it.
    root.deinitialize(count: 1)
    withUnsafeMutablePointer(to: &value) { body(UnsafeMutableRawPointer($0)) }
    root.initialize(to: toState.embed(value))
    return true
  }
}
