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
      parent: self, state: AnyCasePath(toCaseState), action: AnyCasePath(toCaseAction),
      child: `case`(),
      location: _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}

/// The reducer ``Reducer/ifCaseLet(_:action:then:fileID:filePath:line:column:)`` builds.
public struct _IfCaseLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  let parent: Parent
  let child:
    ChildReducer<
      Parent.State, Parent.Action, Child.State, Child.Action,
      EnumCaseChild<Parent.State, Parent.Action, Child.State, Child.Action>
    >

  /// `child` run while the state is in the case `state`, for the actions in the case `action`;
  /// what both the case key path and the case path forms of `ifCaseLet` build.
  init(
    parent: Parent, state: AnyCasePath<Parent.State, Child.State>,
    action: AnyCasePath<Parent.Action, Child.Action>, child: Child, location: _SourceLocation
  ) {
    let slot = EnumCaseChild(
      state: state, action: action, cancelsWhenLeft: true, location: location,
      moveCase: caseMove(through: state)
    ) { action, state in
      ifCaseLetWrongCaseMessage(
        at: location, action: action, state: state, stateType: Parent.State.self)
    }
    self.parent = parent
    self.child = ChildReducer(slot, child: child)
  }

  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action>
  {
    child.run(&state, action, parent: parent.reduce)
  }

  public func _resolve() -> _ResolvedReducer<Parent.State, Parent.Action> {
    child.resolved(before: parent)
  }
}
