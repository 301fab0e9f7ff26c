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
  @usableFromInline
  let destination:
    ChildReducer<
      Base.State, Base.Action, Destination.State, Destination.Action,
      StackChild<Base.State, Base.Action, Destination.State, Destination.Action>
    >

  @usableFromInline
  init(
    base: Base,
    destination: Destination,
    toStackState: WritableKeyPath<Base.State, StackState<Destination.State>>,
    toStackAction: AnyCasePath<Base.Action, StackAction<Destination.State, Destination.Action>>,
    location: _SourceLocation
  ) {
    self.base = base
    self.destination = ChildReducer(
      StackChild(state: toStackState, action: toStackAction, location: location),
      child: destination)
  }

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    destination.run(&state, action, parent: base.reduce)
  }

  // Inlinable so that it runs specialised for the feature's types.
  @inlinable
  public func _resolve() -> _ResolvedReducer<Base.State, Base.Action> {
    destination.resolved(before: base)
  }
}

/// The issue reported when a push names an id the stack already has: upstream's text.
@usableFromInline
func duplicatePushMessage(
  id: StackElementID, ids: OrderedSet<StackElementID>, at location: _SourceLocation
) -> String {
  stackIDMessage(
    received: #"a "push" action for an element it already contains"#, id: id, ids: ids,
    at: location)
}

/// The issue reported when a `popFrom` names an id the stack (`ids`) does not have: upstream's
/// text.
@usableFromInline
func popFromMissingElementMessage(
  id: StackElementID, ids: OrderedSet<StackElementID>, at location: _SourceLocation
) -> String {
  stackIDMessage(
    received: #"a "popFrom" action for a missing element"#, id: id, ids: ids, at: location)
}

// Upstream's report of a stack action whose id does not fit the stack: the id and the stack's.
private func stackIDMessage(
  received what: String, id: StackElementID, ids: OrderedSet<StackElementID>,
  at location: _SourceLocation
) -> String {
  """
  A "forEach" at "\(location.fileID):\(location.line)" received \(what).

    ID:
      \(id)
    Path IDs:
      \(ids)
  """
}

/// The issue reported when a push in a test names an id the generator has not reached:
/// upstream's text.
@usableFromInline
func unexpectedGenerationMessage(
  id: StackElementID, expected: StackElementID, at location: _SourceLocation
) -> String {
  """
  A "forEach" at "\(location.fileID):\(location.line)" received a "push" action with an \
  unexpected generational ID.

    Received ID:
      \(id)
    Expected ID:
      \(expected)
  """
}
