import CasePaths
import CustomDump

/// Runs a child reducer on part of the parent's state, for the parent's actions of one case.
///
/// A child held in a stored property:
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   Scope(state: \.profile, action: \.profile) {
///     Profile()
///   }
///   Reduce { state, action in … }
/// }
/// ```
///
/// A child held in a case of an enum state runs only while the state is in that case; a child
/// action that arrives in another case is a reported issue. Child effects are mapped back into
/// parent actions.
public struct Scope<ParentState, ParentAction, Child: Reducer>: Reducer {
  @usableFromInline
  let reduceParent: (inout ParentState, ParentAction) -> Effect<ParentAction>

  @usableFromInline
  init(reduceParent: @escaping (inout ParentState, ParentAction) -> Effect<ParentAction>) {
    self.reduceParent = reduceParent
  }

  /// Runs `child` on the state at `toChildState`, for actions in the case `toChildAction`.
  ///
  /// ```swift
  /// Scope(state: \.profile, action: \.profile) { Profile() }
  /// ```
  // Inlinable so that the per-action closure is compiled for the feature's concrete types: in
  // generic code every use of `Effect<ParentAction>` or `ChildAction?` is a runtime metadata
  // lookup, which cost most of a scope level's time.
  @inlinable
  public init<ChildState, ChildAction>(
    state toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where Child.State == ChildState, Child.Action == ChildAction {
    self.init(stored: StoredChild(state: toChildState, action: toChildAction), child: child())
  }

  /// `child` run on the state `slot` holds: what the case key path and case path forms build.
  @inlinable
  init<ChildState, ChildAction>(
    stored slot: StoredChild<ParentState, ParentAction, ChildState, ChildAction>, child: Child
  ) where Child.State == ChildState, Child.Action == ChildAction {
    let engine = ChildReducer(slot, child: child)
    // Resolved now: a child in a stored property is always there and cannot contain itself.
    let childRun = engine.child.resolvedNow()
    self.init { state, action in
      engine.runChild(&state, action, engine.slot.operatorAction(in: action), running: childRun)
    }
  }

  /// Runs `child` while the enum state is in the case `toChildState`.
  ///
  /// ```swift
  /// Scope(state: \.loggedIn, action: \.loggedIn) { LoggedIn() }
  /// ```
  public init<ChildState, ChildAction>(
    state toChildState: CaseKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where Child.State == ChildState, Child.Action == ChildAction {
    self.init(
      state: toChildState, action: toChildAction, _caseReducer: child(),
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Runs `child` while the enum state is in the case `toChildState`: the scope of one case of
  /// an enum reducer, as `@Reducer` generates it, with `moveCase` reaching the case's value by
  /// a pattern instead of the case path's two closures (`nil`: through the case path).
  // Inlinable, as the key-path initializer: the per-action closure then runs specialised for
  // the feature's types (an element of a stack's `Path` enum spent two thirds of its send in
  // generic metadata lookups).
  @inlinable
  public init<ChildState, ChildAction>(
    state toChildState: CaseKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    _caseReducer child: Child,
    _moveCase moveCase: _CaseMove? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where Child.State == ChildState, Child.Action == ChildAction {
    self.init(
      caseState: AnyCasePath(toChildState), action: AnyCasePath(toChildAction), child: child,
      moveCase: moveCase,
      location: _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// `child` run while the enum state is in the case `toChildState`: what the case key path and
  /// case path forms build.
  @inlinable
  init<ChildState, ChildAction>(
    caseState toChildState: AnyCasePath<ParentState, ChildState>,
    action toChildAction: AnyCasePath<ParentAction, ChildAction>,
    child: Child,
    moveCase: _CaseMove? = nil,
    location: _SourceLocation
  ) where Child.State == ChildState, Child.Action == ChildAction {
    let slot = EnumCaseChild(
      state: toChildState, action: toChildAction, cancelsWhenLeft: false, location: location,
      moveCase: moveCase ?? caseMove(through: toChildState)
    ) { action, state in
      scopeWrongCaseMessage(at: location, action: action, state: state, stateType: ParentState.self)
    }
    let engine = ChildReducer(slot, child: child)
    self.reduceParent = { state, action in
      engine.runChild(&state, action, engine.slot.operatorAction(in: action)) {
        engine.child.run(&$0, $1)
      }
    }
  }

  /// Runs `child` on the state at `toChildState`, for actions in the case `toChildAction`, without
  /// the `state:` label.
  ///
  /// ```swift
  /// Scope(\.profile, action: \.profile) { Profile() }
  /// ```
  public init<ChildState, ChildAction>(
    _ toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> _ child: () -> Child
  ) where Child.State == ChildState, Child.Action == ChildAction {
    self.init(state: toChildState, action: toChildAction, child: child)
  }

  /// Runs `child` while the enum state is in the case `toChildState`, without the `state:` label.
  ///
  /// ```swift
  /// Scope(\.loggedIn, action: \.loggedIn) { LoggedIn() }
  /// ```
  public init<ChildState, ChildAction>(
    _ toChildState: CaseKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> _ child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where Child.State == ChildState, Child.Action == ChildAction {
    self.init(
      state: toChildState, action: toChildAction, _caseReducer: child(),
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  @inlinable
  public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    reduceParent(&state, action)
  }

  @inlinable
  public func _resolve() -> _ResolvedReducer<ParentState, ParentAction> {
    _ResolvedReducer(reduceParent)
  }
}
