import CasePaths
import CustomDump
import IdentifiedCollections

extension Reducer {
  /// Runs `element` on the element of a collection that an identified action is for, before
  /// this reducer.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Reduce { state, action in … }
  ///     .forEach(\.rows, action: \.rows) {
  ///       Row()
  ///     }
  /// }
  /// ```
  ///
  /// An action for an id that is not in the collection is a reported issue (this reducer still
  /// runs). An element's effects are cancelled when it is removed. The cost of an element
  /// action does not grow with the number of elements.
  public func forEach<ElementState, ElementAction, ID: Hashable & Sendable, Element: Reducer>(
    _ toElementsState: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
    action toElementAction: CaseKeyPath<Action, IdentifiedAction<ID, ElementAction>>,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _ForEachReducer<Self, ID, Element>
  where Element.State == ElementState, Element.Action == ElementAction {
    _ForEachReducer(
      parent: self, state: toElementsState, action: AnyCasePath(toElementAction),
      element: element(),
      location: _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}

/// The reducer ``Reducer/forEach(_:action:element:fileID:filePath:line:column:)`` builds.
public struct _ForEachReducer<Parent: Reducer, ID: Hashable & Sendable, Element: Reducer>: Reducer {
  @usableFromInline let parent: Parent
  @usableFromInline let element:
    ChildReducer<
      Parent.State, Parent.Action, Element.State, Element.Action,
      IdentifiedChild<Parent.State, Parent.Action, ID, Element.State, Element.Action>
    >

  /// `element` run on each element at `state`, for the actions in the case `action`; what both
  /// the case key path and the case path forms of `forEach` build.
  init(
    parent: Parent, state: WritableKeyPath<Parent.State, IdentifiedArray<ID, Element.State>>,
    action: AnyCasePath<Parent.Action, IdentifiedAction<ID, Element.Action>>, element: Element,
    location: _SourceLocation
  ) {
    self.parent = parent
    self.element = ChildReducer(
      IdentifiedChild(state: state, action: action, location: location), child: element)
  }

  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action>
  {
    element.run(&state, action, parent: parent.reduce)
  }

  // Inlinable so that it runs specialised for the feature's types: generic code looks up the
  // metadata of every type it touches (`IdentifiedArray`, `Effect<Action>`) on each action.
  @inlinable
  public func _resolve() -> _ResolvedReducer<Parent.State, Parent.Action> {
    element.resolved(before: parent)
  }
}
