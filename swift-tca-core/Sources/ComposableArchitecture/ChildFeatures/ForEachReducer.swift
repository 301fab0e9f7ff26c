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
      parent: self,
      element: element(),
      toElementsState: toElementsState,
      toElementAction: AnyCasePath(toElementAction),
      location: _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

/// The reducer ``Reducer/forEach(_:action:element:fileID:filePath:line:column:)`` builds.
public struct _ForEachReducer<Parent: Reducer, ID: Hashable & Sendable, Element: Reducer>: Reducer {
  let parent: Parent
  let element: Element
  let toElementsState: WritableKeyPath<Parent.State, IdentifiedArray<ID, Element.State>>
  let toElementAction: AnyCasePath<Parent.Action, IdentifiedAction<ID, Element.Action>>
  let location: _SourceLocation

  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action>
  {
    _resolve().run(&state, action)
  }

  public func _resolve() -> _ResolvedReducer<Parent.State, Parent.Action> {
    let parent = parent._resolve().run
    let element = LazyResolvedReducer(element)
    let toElementsState = toElementsState
    let toElementAction = toElementAction
    let location = location
    return _ResolvedReducer { state, action in
      var elementEffect = Effect<Parent.Action>.none
      if case let .element(id, elementAction) = toElementAction.extract(from: action) {
        if state[keyPath: toElementsState][id: id] != nil {
          let effect = element.run(&state[keyPath: toElementsState][id: id]!, elementAction)
          if !effect.isNone {
            elementEffect =
              effect
              .map { toElementAction.embed(.element(id: id, action: $0)) }
              .cancellable(asChildAt: location, identity: AnyHashable(id))
          }
        } else {
          location.report(missingRowMessage(at: location, action: action))
        }
      }
      let idsBefore = state[keyPath: toElementsState].ids
      let parentEffect = parent(&state, action)
      return elementEffect.merge(with: parentEffect).merge(
        with: .cancelRemovedChildren(
          at: location, before: idsBefore, after: state[keyPath: toElementsState].ids))
    }
  }
}
