import CasePaths
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
  @usableFromInline let destination: Destination
  @usableFromInline
  let toPresentationState: WritableKeyPath<Base.State, PresentationState<Destination.State>>
  @usableFromInline
  let toPresentationAction: AnyCasePath<Base.Action, PresentationAction<Destination.Action>>
  @usableFromInline let location: _SourceLocation

  @usableFromInline
  init(
    base: Base,
    destination: Destination,
    toPresentationState: WritableKeyPath<Base.State, PresentationState<Destination.State>>,
    toPresentationAction: AnyCasePath<Base.Action, PresentationAction<Destination.Action>>,
    location: _SourceLocation
  ) {
    self.base = base
    self.destination = destination
    self.toPresentationState = toPresentationState
    self.toPresentationAction = toPresentationAction
    self.location = location
  }

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    _resolve().run(&state, action)
  }

  // Inlinable so that it runs specialised for the feature's types: generic code looks up the
  // metadata of every type it touches (`Optional<State>`, `Effect<Action>`) on each action.
  @inlinable
  public func _resolve() -> _ResolvedReducer<Base.State, Base.Action> {
    let base = base._resolve().run
    let destination = LazyResolvedReducer(destination)
    let toState = toPresentationState
    let toAction = toPresentationAction
    let location = location
    let identity = ChildIdentity<Destination.State>()
    let isEphemeral = ephemeralCheck(for: Destination.State.self)
    // Observable state tells its observers about its own changes; other state is one value.
    let isObservable = Destination.State.self is any ObservableState.Type
    // Child effects are cancelled when the presented identity changes. Identities are compared
    // only when the presentation was written to: a copy of it is kept while the parent runs, so
    // a write allocates new storage, and unchanged storage means unchanged identity.
    func cancellingReplaced(
      _ effect: Effect<Base.Action>,
      before: PresentationState<Destination.State>,
      state: Base.State
    ) -> Effect<Base.Action> {
      let after = state[keyPath: toState]
      guard !after.isIdentical(to: before) else { return effect }
      return effect.merge(
        with: .cancelChild(
          at: location, before: identity(before.wrappedValue), after: identity(after.wrappedValue)))
    }
    return _ResolvedReducer { state, action in
      guard let presentationAction = toAction.extract(from: action) else {
        let before = state[keyPath: toState]
        return cancellingReplaced(base(&state, action), before: before, state: state)
      }
      switch presentationAction {
      case let .presented(destinationAction):
        var dismisses = false
        // In place: `$destination` is a stored property.
        let presentedEffect = state[keyPath: toState].modifyPresented { presented in
          dismisses = isEphemeral?(presented) ?? false
          return PresentedChildFlag.whileSet { destination.run(&presented, destinationAction) }
        }
        let presentation = state[keyPath: toState]
        guard let effect = presentedEffect else {
          location.report(absentDestinationMessage(action: action, at: location))
          return cancellingReplaced(base(&state, action), before: presentation, state: state)
        }
        if !isObservable { presentation.notifyChanged() }
        let baseEffect = base(&state, action)
        if dismisses { dismiss(presented: presentation, in: &state) }
        guard !effect.isNone else {
          return cancellingReplaced(baseEffect, before: presentation, state: state)
        }
        let destinationEffect =
          effect
          .map { toAction.embed(.presented($0)) }
          .presented { send in send(toAction.embed(.dismiss)) }
          .presentedChild(at: location, identity: identity.read(presentation.wrappedValue!))
        return cancellingReplaced(
          destinationEffect.merge(with: baseEffect), before: presentation, state: state)
      case .dismiss:
        let presentation = state[keyPath: toState]
        guard presentation.isPresented else {
          location.report(absentDestinationMessage(action: action, at: location))
          return cancellingReplaced(base(&state, action), before: presentation, state: state)
        }
        let baseEffect = base(&state, action)
        dismiss(presented: presentation, in: &state)
        return cancellingReplaced(baseEffect, before: presentation, state: state)
      }
    }

    /// Ends the presentation of `presented`, unless the parent replaced it.
    func dismiss(presented: PresentationState<Destination.State>, in state: inout Base.State) {
      let after = state[keyPath: toState]
      guard
        after.isIdentical(to: presented)
          || (after.isPresented && identity(after.wrappedValue) == identity(presented.wrappedValue))
      else { return }
      state[keyPath: toState].wrappedValue = nil
    }
  }
}

/// Whether presented values of type `State` are dismissed by any of their actions: alerts and
/// dialogs, and the ephemeral cases of an enum destination. `nil` when no value of the type is.
@usableFromInline
func ephemeralCheck<State>(for _: State.Type) -> ((State) -> Bool)? {
  if State.self is any _EphemeralState.Type { return { _ in true } }
  guard let cases = State.self as? any CaseReducerState.Type else { return nil }
  func reader<Cases: CaseReducerState>(_: Cases.Type) -> (State) -> Bool {
    // `Cases` is `State`, opened from the existential metatype.
    { unsafeBitCast($0, to: Cases.self)._$isEphemeral }
  }
  return reader(cases)
}
