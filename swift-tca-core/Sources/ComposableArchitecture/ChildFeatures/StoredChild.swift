import CasePaths

/// A child held in a property of its parent: `Scope(state: \.profile, action: \.profile)`. It is
/// always there, so it has nothing to report or cancel.
@usableFromInline
struct StoredChild<ParentState, ParentAction, ChildState, ChildAction>: ChildSlot {
  @usableFromInline let toState: WritableKeyPath<ParentState, ChildState>
  /// Where a stored property's value is inside the parent's, when `toState` is one: the child
  /// is then run in place without a key-path projection, a third of a scope level's cost.
  @usableFromInline let offset: Int?
  @usableFromInline let toAction: AnyCasePath<ParentAction, ChildAction>
  @usableFromInline let embed: @Sendable (ChildAction) -> ParentAction

  @inlinable
  init(
    state toState: WritableKeyPath<ParentState, ChildState>,
    action toAction: CaseKeyPath<ParentAction, ChildAction>
  ) {
    let toAction = AnyCasePath(toAction)
    self.toState = toState
    self.offset = MemoryLayout<ParentState>.offset(of: toState)
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
    guard let offset else { return body(&state[keyPath: toState]) }
    return modifyChild(at: &state, offset: offset, body)
  }

  // A pointer argument rather than `withUnsafeMutableBytes(of:)`: in the code of a generic
  // feature, that generic call looked up the metadata of its types on every action.
  @inlinable @inline(__always)
  func modifyChild(
    at parent: UnsafeMutablePointer<ParentState>, offset: Int,
    _ body: (inout ChildState) -> Effect<ChildAction>
  ) -> Effect<ChildAction> {
    // `offset(of:)` promises that the parent's address plus the offset addresses what the key
    // path does, for a property stored in place.
    body(
      &(UnsafeMutableRawPointer(parent) + offset).assumingMemoryBound(to: ChildState.self).pointee)
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
