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
      parent: self, state: toWrappedState, action: AnyCasePath(toWrappedAction), child: wrapped(),
      location: _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
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
      parent: self, state: toWrappedState, action: AnyCasePath(toWrappedAction),
      child: EmptyReducer(),
      location: _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}

public struct _IfLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  let parent: Parent
  let child:
    ChildReducer<
      Parent.State, Parent.Action, Child.State, Child.Action,
      OptionalChild<Parent.State, Parent.Action, Child.State, Child.Action>
    >

  /// `child` run on the optional state at `state`, for the actions in the case `action`; what
  /// both the case key path and the case path forms of `ifLet` build.
  init(
    parent: Parent, state: WritableKeyPath<Parent.State, Child.State?>,
    action: AnyCasePath<Parent.Action, Child.Action>, child: Child, location: _SourceLocation
  ) {
    self.parent = parent
    self.child = ChildReducer(
      OptionalChild(state: state, action: action, location: location), child: child)
  }

  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action>
  {
    child.run(&state, action, parent: parent.reduce)
  }

  public func _resolve() -> _ResolvedReducer<Parent.State, Parent.Action> {
    child.resolved(before: parent)
  }
}
