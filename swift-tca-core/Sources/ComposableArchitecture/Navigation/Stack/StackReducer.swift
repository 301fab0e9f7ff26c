import CasePaths
import CustomDump
import Dependencies
import OrderedCollections

extension Reducer {
  /// Runs `destination` on each element of a navigation stack, before this reducer.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Reduce { state, action in … }
  ///     .forEach(\.path, action: \.path) {
  ///       Path()
  ///     }
  /// }
  /// ```
  ///
  /// - `.element(id:action:)` runs the element, then this reducer.
  /// - `.popFrom(id:)` runs this reducer (which sees the element one last time), then pops the
  ///   element and everything above it.
  /// - `.push(id:state:)` pushes the state, then runs this reducer.
  /// - An action for an id the stack does not have, and a push of an id it has, are reported
  ///   issues naming this call (this reducer still runs).
  /// - The effects of every element that leaves the stack are cancelled; an element's
  ///   `@Dependency(\.dismiss)` pops it.
  public func forEach<DestinationState, DestinationAction, Destination: Reducer>(
    _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
    action toStackAction: CaseKeyPath<Action, StackAction<DestinationState, DestinationAction>>,
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
      toStackAction: AnyCasePath(toStackAction),
      location: _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Runs the path reducer (declared with `@Reducer enum`) on each element of a stack.
  ///
  /// ```swift
  /// .forEach(\.path, action: \.path)
  /// ```
  public func forEach<DestinationState: CaseReducerState, DestinationAction>(
    _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
    action toStackAction: CaseKeyPath<Action, StackAction<DestinationState, DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _StackReducer<Self, DestinationState.StateReducer.Body>
  where DestinationState.StateReducer.Action == DestinationAction {
    forEach(
      toStackState, action: toStackAction,
      destination: { DestinationState.StateReducer.body },
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }
}

/// The reducer that `forEach` over a ``StackState`` builds.
public struct _StackReducer<Base: Reducer, Destination: Reducer>: Reducer {
  @usableFromInline let base: Base
  @usableFromInline let destination: Destination
  @usableFromInline let toStackState: WritableKeyPath<Base.State, StackState<Destination.State>>
  @usableFromInline
  let toStackAction: AnyCasePath<Base.Action, StackAction<Destination.State, Destination.Action>>
  @usableFromInline let location: _SourceLocation

  @usableFromInline
  init(
    base: Base,
    destination: Destination,
    toStackState: WritableKeyPath<Base.State, StackState<Destination.State>>,
    toStackAction: AnyCasePath<Base.Action, StackAction<Destination.State, Destination.Action>>,
    location: _SourceLocation
  ) {
    self.base = base
    self.destination = destination
    self.toStackState = toStackState
    self.toStackAction = toStackAction
    self.location = location
  }

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    _resolve().run(&state, action)
  }

  // Inlinable so that it runs specialised for the feature's types.
  @inlinable
  public func _resolve() -> _ResolvedReducer<Base.State, Base.Action> {
    let base = base._resolve().run
    let destination = LazyResolvedReducer(destination)
    let toState = toStackState
    let toAction = toStackAction
    let location = location
    // Elements that left the stack have their effects cancelled.
    func cancellingPopped(
      _ effect: Effect<Base.Action>, before: StackState<Destination.State>, state: Base.State
    ) -> Effect<Base.Action> {
      effect.merge(
        with: .cancelRemovedChildren(
          at: location, before: before.ids, after: state[keyPath: toState].ids))
    }
    return _ResolvedReducer { state, action in
      guard let stackAction = toAction.extract(from: action) else {
        let before = state[keyPath: toState]
        return cancellingPopped(base(&state, action), before: before, state: state)
      }
      switch stackAction {
      case let .element(id, elementAction):
        // Two statements: a temporary copy of the stack alive while the element runs would
        // make the run copy the whole stack.
        let isOnStack = state[keyPath: toState].elements[id] != nil
        let elementEffect =
          isOnStack
          ? PresentedChildFlag.whileSet {
            destination.run(&state[keyPath: toState].elements[id]!, elementAction)
          } : nil
        let before = state[keyPath: toState]
        guard let elementEffect else {
          location.report(missingElementMessage(action: action, at: location))
          return cancellingPopped(base(&state, action), before: before, state: state)
        }
        let baseEffect = base(&state, action)
        guard !elementEffect.isNone else {
          return cancellingPopped(baseEffect, before: before, state: state)
        }
        let effect =
          elementEffect
          .map { toAction.embed(.element(id: id, action: $0)) }
          .presented { send in send(toAction.embed(.popFrom(id: id))) }
          .presentedChild(at: location, identity: AnyHashable(id))
        return cancellingPopped(effect.merge(with: baseEffect), before: before, state: state)

      case let .popFrom(id):
        let before = state[keyPath: toState]
        guard before.elements[id] != nil else {
          location.report(
            missingElementMessage(action: action, at: location, kind: "a \"popFrom\" action"))
          return cancellingPopped(base(&state, action), before: before, state: state)
        }
        let baseEffect = base(&state, action)
        state[keyPath: toState].pop(from: id)
        return cancellingPopped(baseEffect, before: before, state: state)

      case let .push(id, element):
        let before = state[keyPath: toState]
        @Dependency(\.stackElementID) var stackElementID
        if before.elements[id] != nil {
          location.report(duplicatePushMessage(action: action, at: location))
        } else {
          if DependencyValues._current.context == .test, id.generation > stackElementID.peek {
            location.report(unexpectedGenerationMessage(action: action, at: location))
          }
          stackElementID.skip(past: id)
          _ = state[keyPath: toState].push(element, id: id)
        }
        return cancellingPopped(base(&state, action), before: before, state: state)
      }
    }
  }
}

/// The issue reported when a push names an id the stack already has.
@usableFromInline
func duplicatePushMessage(action: Any, at location: _SourceLocation) -> String {
  """
  A "forEach" at "\(location.fileID):\(location.line)" received a "push" action for an element \
  it already contains. …

    Action:
  \(String(customDumping: action).indented(by: 4))

  This is considered a logic error, as pushing an element with an ID that is already in the \
  stack would replace that element. Push each element with a new ID, from \
  "@Dependency(\\.stackElementID)".
  """
}

/// The issue reported when a push in a test names an id the generator has not reached.
@usableFromInline
func unexpectedGenerationMessage(action: Any, at location: _SourceLocation) -> String {
  """
  A "forEach" at "\(location.fileID):\(location.line)" received a "push" action with an \
  unexpected generational ID. …

    Action:
  \(String(customDumping: action).indented(by: 4))

  In tests, stack element IDs are generational integers counted from 0 for each test: push \
  the next one ("store.dependencies.stackElementID.peek"), or build the state with \
  "StackState".
  """
}
