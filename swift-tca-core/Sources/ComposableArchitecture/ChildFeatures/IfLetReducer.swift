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
extension Reducer {
  /// Presents an alert or a confirmation dialog held in a plain optional: any of its actions
  /// dismisses it (sets it to `nil`), after this reducer has handled the action. No child
  /// reducer is needed.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .ifLet(\.alert, action: \.alert)
  /// ```
  public func ifLet<WrappedState: _EphemeralState, WrappedAction>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: CaseKeyPath<Action, WrappedAction>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfLetReducer<Self, EmptyReducer<WrappedState, WrappedAction>> {
    _IfLetReducer(
      parent: self,
      child: EmptyReducer(),
      toChildState: toWrappedState,
      toChildAction: AnyCasePath(toWrappedAction),
      location: _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

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
    let presented = presentChildReducer(
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
    guard let isEphemeral = ephemeralCheck(for: Child.State.self) else { return presented }
    // An alert or a dialog is dismissed by any of its actions, unless the parent replaced it.
    let run = presented.run
    let toChildAction = toChildAction
    let identity = ChildIdentity<Child.State>()
    return _ResolvedReducer { state, action in
      guard toChildAction.extract(from: action) != nil else { return run(&state, action) }
      let before = identity(state[keyPath: toChildState])
      let effect = run(&state, action)
      if let child = state[keyPath: toChildState], isEphemeral(child), identity(child) == before {
        state[keyPath: toChildState] = nil
      }
      return effect
    }
  }
}
