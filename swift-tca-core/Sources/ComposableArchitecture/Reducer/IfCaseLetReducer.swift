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
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

/// The reducer ``Reducer/ifCaseLet(_:action:then:fileID:filePath:line:column:)`` builds.
public struct _IfCaseLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  let parent: Parent
  let child: Child
  let toChildState: AnyCasePath<Parent.State, Child.State>
  let toChildAction: AnyCasePath<Parent.Action, Child.Action>
  let location: SourceLocation

  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    _resolve().run(&state, action)
  }

  public func _resolve() -> _ResolvedReducer<Parent.State, Parent.Action> {
    let parent = parent._resolve().run
    let child = LazyResolvedReducer(child)
    let toChildState = toChildState
    let toChildAction = toChildAction
    let location = location
    let embed: @Sendable (Child.Action) -> Parent.Action = { toChildAction.embed($0) }
    let inFlight = ChildEffectsInFlight()
    return _ResolvedReducer { state, action in
      var childEffect = Effect<Parent.Action>.none
      if let childAction = toChildAction.extract(from: action) {
        if var childState = toChildState.extract(from: state) {
          let effect = child.run(&childState, childAction)
          state = toChildState.embed(childState)
          if !effect.isNone {
            childEffect = inFlight.track(effect.map(embed), of: childState, at: location)
          }
        } else {
          location.report(
            wrongCaseMessage(operator: "ifCaseLet", at: location, action: action, state: state)
          )
        }
      }
      let parentEffect = parent(&state, action)
      let cancellation: Effect<Parent.Action> = inFlight.cancellationIfReplaced(
        by: toChildState.extract(from: state), at: location)
      return childEffect.merge(with: parentEffect).merge(with: cancellation)
    }
  }
}
