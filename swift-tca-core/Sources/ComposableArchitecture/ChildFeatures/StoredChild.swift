import CasePaths

/// A child held in a property of its parent: `Scope(state: \.profile, action: \.profile)`. It is
/// always there, so it has nothing to report or cancel.
@usableFromInline
struct StoredChild<ParentState, ParentAction, ChildState, ChildAction>: ChildSlot {
  @usableFromInline let toState: ChildStatePath<ParentState, ChildState>
  @usableFromInline let toAction: AnyCasePath<ParentAction, ChildAction>
  @usableFromInline let embed: @Sendable (ChildAction) -> ParentAction
  @usableFromInline let change = ChildChangeCheck<ChildState>.child

  @inlinable
  init(
    state toState: WritableKeyPath<ParentState, ChildState>,
    action toAction: CaseKeyPath<ParentAction, ChildAction>
  ) {
    self.init(state: toState, action: AnyCasePath(toAction))
  }

  @inlinable
  init(
    state toState: WritableKeyPath<ParentState, ChildState>,
    action toAction: AnyCasePath<ParentAction, ChildAction>
  ) {
    self.toState = ChildStatePath(toState)
    self.toAction = toAction
    self.embed = { toAction.embed($0) }
  }

  /// Never reported at: a stored child is always there.
  @inlinable @inline(__always)
  var location: _SourceLocation {
    _SourceLocation(fileID: #fileID, filePath: #filePath, line: #line, column: #column)
  }

  @inlinable @inline(__always)
  func operatorAction(in action: ParentAction) -> ChildAction? {
    toAction.extract(from: action)
  }

  @inlinable @inline(__always)
  func modifyChild(
    in state: inout ParentState, at key: Void, _ body: (inout ChildState) -> Effect<ChildAction>
  ) -> Effect<ChildAction>? {
    toState.modify(&state) { child, isObserved in
      isObserved ? change.run(&child, body) : (body(&child), false)
    }
  }

  @inlinable @inline(__always)
  func parentEffect(
    of effect: Effect<ChildAction>, from key: Void, in state: ParentState
  ) -> Effect<ParentAction> {
    effect.map(embed)
  }

  @inlinable @inline(__always)
  func missingChildMessage(for action: ParentAction, in state: ParentState) -> String {
    // Unreachable: a stored child is always there.
    ""
  }
}
