import CasePaths

extension Reducer {
  /// Runs `case` while the enum state is in the case `toCaseState`, before this reducer.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .ifCaseLet(\.loggedIn, action: \.loggedIn) {
  ///     LoggedIn()
  ///   }
  /// ```
  ///
  /// A child action that arrives while the state is in another case is a reported issue (this
  /// reducer still runs). The child's effects are cancelled when the state leaves the case.
  public func ifCaseLet<CaseState, CaseAction, Case: Reducer>(
    _ toCaseState: CaseKeyPath<State, CaseState>,
    action toCaseAction: CaseKeyPath<Action, CaseAction>,
    @ReducerBuilder<CaseState, CaseAction> then case: () -> Case,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfCaseLetReducer<Self, Case>
  where Case.State == CaseState, Case.Action == CaseAction {
    _IfCaseLetReducer(
      parent: self,
      child: `case`(),
      toChildState: AnyCasePath(toCaseState),
      toChildAction: AnyCasePath(toCaseAction),
      location: _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

/// The reducer ``Reducer/ifCaseLet(_:action:then:fileID:filePath:line:column:)`` builds.
public struct _IfCaseLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  let parent: Parent
  let child: Child
  let toChildState: AnyCasePath<Parent.State, Child.State>
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
      extract: { toChildState.extract(from: $0) },
      modify: { state, body in
        guard var childState = toChildState.extract(from: state) else { return nil }
        let effect = body(&childState)
        state = toChildState.embed(childState)
        return effect
      },
      missingChildMessage: { action, state in
        ifCaseLetWrongCaseMessage(
          at: location, action: action, state: state, stateType: State.self)
      }
    )
  }
}
