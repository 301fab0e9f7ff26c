@_spi(Reflection) import CasePaths
import CustomDump

extension Reducer {
  /// Runs `destination` on presented state while it is presented, before this reducer.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Reduce { state, action in
  ///     switch action {
  ///     case .addButtonTapped:
  ///       state.addItem = ItemForm.State()
  ///       return .none
  ///     …
  ///     }
  ///   }
  ///   .ifLet(\.$addItem, action: \.addItem) {
  ///     ItemForm()
  ///   }
  /// }
  /// ```
  ///
  /// - A `.presented` action runs `destination` first, then this reducer.
  /// - `.dismiss` runs this reducer first, so it sees the child one last time, then sets the
  ///   state to `nil`.
  /// - A presentation action while nothing is presented is a reported issue naming this call
  ///   (this reducer still runs).
  /// - Other actions run only this reducer.
  /// - The child's effects are cancelled when its state becomes `nil` or is replaced by another
  ///   identity (another enum case, another `id`); no cancellation id is needed.
  /// - Alerts and dialogs (``AlertState``, ``ConfirmationDialogState``) are dismissed by any of
  ///   their button actions.
  public func ifLet<DestinationState, DestinationAction, Destination: Reducer>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, Destination>
  where Destination.State == DestinationState, Destination.Action == DestinationAction {
    _PresentationReducer(
      base: self,
      destination: destination(),
      toPresentationState: toPresentationState,
      toPresentationAction: AnyCasePath(toPresentationAction),
      location: _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Runs the enum destination reducer (declared with `@Reducer enum`) on presented state.
  ///
  /// ```swift
  /// .ifLet(\.$destination, action: \.destination)
  /// ```
  public func ifLet<DestinationState: CaseReducerState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, DestinationState.StateReducer.Body>
  where DestinationState.StateReducer.Action == DestinationAction {
    ifLet(
      toPresentationState, action: toPresentationAction,
      destination: { DestinationState.StateReducer.body },
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// Integrates an alert or a confirmation dialog, which has no reducer: any of its button
  /// actions dismisses it.
  ///
  /// ```swift
  /// .ifLet(\.$alert, action: \.alert)
  /// ```
  public func ifLet<DestinationState: _EphemeralState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, EmptyReducer<DestinationState, DestinationAction>> {
    ifLet(
      toPresentationState, action: toPresentationAction,
      destination: { EmptyReducer() },
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }
}

/// The reducer ``Reducer/ifLet(_:action:destination:fileID:filePath:line:column:)`` builds.
public struct _PresentationReducer<Base: Reducer, Destination: Reducer>: Reducer {
  @usableFromInline let base: Base
  @usableFromInline
  let destination:
    ChildReducer<
      Base.State, Base.Action, Destination.State, Destination.Action,
      PresentationChild<Base.State, Base.Action, Destination.State, Destination.Action>
    >

  @usableFromInline
  init(
    base: Base,
    destination: Destination,
    toPresentationState: WritableKeyPath<Base.State, PresentationState<Destination.State>>,
    toPresentationAction: AnyCasePath<Base.Action, PresentationAction<Destination.Action>>,
    location: _SourceLocation
  ) {
    self.base = base
    self.destination = ChildReducer(
      PresentationChild(
        state: toPresentationState, action: toPresentationAction, location: location),
      child: destination)
  }

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    destination.run(&state, action, parent: base.reduce)
  }

  // Inlinable so that it runs specialised for the feature's types: generic code looks up the
  // metadata of every type it touches (`Optional<State>`, `Effect<Action>`) on each action.
  @inlinable
  public func _resolve() -> _ResolvedReducer<Base.State, Base.Action> {
    destination.resolved(before: base)
  }
}

/// Whether presented values of type `State` are dismissed by any of their actions: alerts and
/// dialogs, and the ephemeral cases of an enum destination. `nil` when no value of the type is.
@usableFromInline
func ephemeralCheck<State>(for _: State.Type) -> ((State) -> Bool)? {
  if State.self is any _EphemeralState.Type { return { _ in true } }
  guard let cases = State.self as? any CaseReducerState.Type else {
    // A plain enum of destinations (`case alert(AlertState<Action.Alert>)`), as features wrote
    // them before `@Reducer enum`: its case's payload says, as upstream reads it by reflection.
    guard EnumMetadata(State.self) != nil else { return nil }
    return { state in
      EnumMetadata.project(state).map { type(of: $0) is any _EphemeralState.Type } ?? false
    }
  }
  func reader<Cases: CaseReducerState>(_: Cases.Type) -> ((State) -> Bool)? {
    guard Cases._$hasEphemeralCases else { return nil }
    // `Cases` is `State`, opened from the existential metatype.
    return { unsafeBitCast($0, to: Cases.self)._$isEphemeral }
  }
  return reader(cases)
}

/// Whether `action` is one the ephemeral value `state` shows sends (its buttons' actions): an
/// alert is dismissed by its own actions, not by another case's, as upstream's.
@usableFromInline
func ephemeral<State, Action>(_ state: State, accepts action: Action) -> Bool {
  if state is any _EphemeralState { return true }
  guard let payload = EnumMetadata.project(state) as? any _EphemeralState else { return true }
  func accepts<Ephemeral: _EphemeralState>(_: Ephemeral) -> Bool {
    EnumMetadata.project(action) is Ephemeral.Action
  }
  return accepts(payload)
}
