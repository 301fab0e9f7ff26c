import CasePaths
import CustomDump
import IssueReporting

extension Reducer {
  /// Runs `wrapped` on an optional child state while it is non-nil, before this reducer.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Reduce { state, action in … }
  ///     .ifLet(\.child, action: \.child) {
  ///       Child()
  ///     }
  /// }
  /// ```
  ///
  /// The child runs first, so it handles its actions while its state still exists. A child
  /// action that arrives while the state is `nil` is a reported issue (this reducer still runs).
  /// The child's effects are cancelled when its state becomes `nil` or is replaced by a value
  /// with another identity.
  public func ifLet<WrappedState, WrappedAction, Wrapped: Reducer>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: CaseKeyPath<Action, WrappedAction>,
    @ReducerBuilder<WrappedState, WrappedAction> then wrapped: () -> Wrapped,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfLetReducer<Self, Wrapped>
  where Wrapped.State == WrappedState, Wrapped.Action == WrappedAction {
    _IfLetReducer(
      parent: self,
      child: wrapped(),
      toChildState: toWrappedState,
      toChildAction: AnyCasePath(toWrappedAction),
      location: _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

/// The reducer ``Reducer/ifLet(_:action:then:fileID:filePath:line:column:)`` builds.
public struct _IfLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  let parent: Parent
  let child: Child
  let toChildState: WritableKeyPath<Parent.State, Child.State?>
  let toChildAction: AnyCasePath<Parent.Action, Child.Action>
  let location: _SourceLocation

  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action>
  {
    _resolve().run(&state, action)
  }

  public func _resolve() -> _ResolvedReducer<Parent.State, Parent.Action> {
    let toChildState = toChildState
    let location = location
    return presentChildReducer(
      parent: parent._resolve().run,
      child: LazyResolvedReducer(child),
      toChildAction: toChildAction,
      location: location,
      extract: { $0[keyPath: toChildState] },
      modify: { state, body in
        guard state[keyPath: toChildState] != nil else { return nil }
        return body(&state[keyPath: toChildState]!)
      },
      missingChildMessage: { action, _ in nilChildMessage(at: location, action: action) }
    )
  }
}
