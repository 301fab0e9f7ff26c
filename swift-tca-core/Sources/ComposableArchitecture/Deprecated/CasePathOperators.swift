// The child operators with `AnyCasePath`s (`/Action.child`), as features written before 1.4 call
// them: the same reducers the case key path operators build, with upstream's deprecation.

extension Reducer {
  /// ``ifLet(_:action:then:fileID:filePath:line:column:)`` with a case path:
  /// `.ifLet(\.child, action: /Action.child) { Child() }`.
  @available(
    *, deprecated,
    message:
      "Use the version of this operator with case key paths, instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4#Using-case-key-paths"
  )
  @warn_unqualified_access
  public func ifLet<WrappedState, WrappedAction, Wrapped: Reducer>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: AnyCasePath<Action, WrappedAction>,
    @ReducerBuilder<WrappedState, WrappedAction> then wrapped: () -> Wrapped,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfLetReducer<Self, Wrapped>
  where Wrapped.State == WrappedState, Wrapped.Action == WrappedAction {
    let location = _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let slot = OptionalChild(state: toWrappedState, action: toWrappedAction, location: location)
    return _IfLetReducer(parent: self, child: ChildReducer(slot, child: wrapped()))
  }

  /// An alert or dialog in an optional, with a case path: `.ifLet(\.alert, action: /Action.alert)`.
  @available(
    *, deprecated,
    message:
      "Use the version of this operator with case key paths, instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4#Using-case-key-paths"
  )
  @warn_unqualified_access
  public func ifLet<WrappedState: _EphemeralState, WrappedAction>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: AnyCasePath<Action, WrappedAction>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfLetReducer<Self, EmptyReducer<WrappedState, WrappedAction>> {
    let location = _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let slot = OptionalChild(state: toWrappedState, action: toWrappedAction, location: location)
    return _IfLetReducer(parent: self, child: ChildReducer(slot, child: EmptyReducer()))
  }

  /// A presented destination, with a case path:
  /// `.ifLet(\.$destination, action: /Action.destination) { Destination() }`.
  @available(
    *, deprecated,
    message:
      "Use the version of this operator with case key paths, instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4#Using-case-key-paths"
  )
  @warn_unqualified_access
  public func ifLet<DestinationState, DestinationAction, Destination: Reducer>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: AnyCasePath<Action, PresentationAction<DestinationAction>>,
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
      toPresentationAction: toPresentationAction,
      location: _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// A presented alert or dialog, with a case path: `.ifLet(\.$alert, action: /Action.alert)`.
  @available(
    *, deprecated,
    message:
      "Use the version of this operator with case key paths, instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4#Using-case-key-paths"
  )
  @warn_unqualified_access
  public func ifLet<DestinationState: _EphemeralState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: AnyCasePath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, EmptyReducer<DestinationState, DestinationAction>> {
    _PresentationReducer(
      base: self,
      destination: EmptyReducer(),
      toPresentationState: toPresentationState,
      toPresentationAction: toPresentationAction,
      location: _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// ``ifCaseLet(_:action:then:fileID:filePath:line:column:)`` with case paths:
  /// `.ifCaseLet(/State.loggedIn, action: /Action.loggedIn) { LoggedIn() }`.
  @available(
    *, deprecated,
    message:
      "Use the version of this operator with case key paths, instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4#Using-case-key-paths"
  )
  @warn_unqualified_access
  public func ifCaseLet<CaseState, CaseAction, Case: Reducer>(
    _ toCaseState: AnyCasePath<State, CaseState>,
    action toCaseAction: AnyCasePath<Action, CaseAction>,
    @ReducerBuilder<CaseState, CaseAction> then case: () -> Case,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfCaseLetReducer<Self, Case>
  where Case.State == CaseState, Case.Action == CaseAction {
    let location = _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let slot = EnumCaseChild(
      state: toCaseState, action: toCaseAction, cancelsWhenLeft: true, location: location
    ) { action, state in
      ifCaseLetWrongCaseMessage(at: location, action: action, state: state, stateType: State.self)
    }
    return _IfCaseLetReducer(parent: self, child: ChildReducer(slot, child: `case`()))
  }

  /// ``forEach(_:action:element:fileID:filePath:line:column:)`` with a case path to a case of an
  /// id and an action: `.forEach(\.rows, action: /Action.row(id:action:)) { Row() }`.
  @available(
    *, deprecated,
    message:
      "Use a case key path to an 'IdentifiedAction', instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4"
  )
  @warn_unqualified_access
  public func forEach<ElementState, ElementAction, ID: Hashable & Sendable, Element: Reducer>(
    _ toElementsState: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
    action toElementAction: AnyCasePath<Action, (ID, ElementAction)>,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _ForEachReducer<Self, ID, Element>
  where Element.State == ElementState, Element.Action == ElementAction {
    let identified = AnyCasePath<Action, IdentifiedAction<ID, ElementAction>>(
      embed: { action in
        switch action {
        case let .element(id, action): toElementAction.embed((id, action))
        }
      },
      extract: { action in
        toElementAction.extract(from: action).map { .element(id: $0, action: $1) }
      })
    let slot = IdentifiedChild(
      state: toElementsState, action: identified,
      location: _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    return _ForEachReducer(parent: self, element: ChildReducer(slot, child: element()))
  }

  /// A navigation stack, with a case path:
  /// `.forEach(\.path, action: /Action.path) { Path() }`.
  @available(
    *, deprecated,
    message:
      "Use the version of this operator with case key paths, instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4#Using-case-key-paths"
  )
  @warn_unqualified_access
  public func forEach<DestinationState, DestinationAction, Destination: Reducer>(
    _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
    action toStackAction: AnyCasePath<Action, StackAction<DestinationState, DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _StackReducer<Self, Destination>
  where Destination.State == DestinationState, Destination.Action == DestinationAction {
    _StackReducer(
      base: self,
      destination: destination(),
      toStackState: toStackState,
      toStackAction: toStackAction,
      location: _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

extension Scope {
  /// ``init(state:action:child:)`` with a case path:
  /// `Scope(state: \.profile, action: /Action.profile) { Profile() }`.
  @available(
    *, deprecated,
    message:
      "Use the version of this operator with case key paths, instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4#Using-case-key-paths"
  )
  public init<ChildState, ChildAction>(
    state toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: AnyCasePath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where Child.State == ChildState, Child.Action == ChildAction {
    let engine = ChildReducer(
      StoredChild(state: toChildState, action: toChildAction), child: child())
    let childRun = engine.child.resolvedNow()
    self.init { state, action in engine.runChild(&state, action, running: childRun) }
  }

  /// A scope of one case of enum state, with case paths:
  /// `Scope(state: /State.loggedIn, action: /Action.loggedIn) { LoggedIn() }`.
  @available(
    *, deprecated,
    message:
      "Use the version of this operator with case key paths, instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4#Using-case-key-paths"
  )
  public init<ChildState, ChildAction>(
    state toChildState: AnyCasePath<ParentState, ChildState>,
    action toChildAction: AnyCasePath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where Child.State == ChildState, Child.Action == ChildAction {
    let location = _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let slot = EnumCaseChild(
      state: toChildState, action: toChildAction, cancelsWhenLeft: false, location: location
    ) { action, state in
      scopeWrongCaseMessage(at: location, action: action, state: state, stateType: ParentState.self)
    }
    let engine = ChildReducer(slot, child: child())
    self.init { state, action in engine.runChild(&state, action) }
  }
}
