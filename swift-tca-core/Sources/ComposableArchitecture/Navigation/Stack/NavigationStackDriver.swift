import Dependencies

/// Drives a navigation stack without SwiftUI: lists the stores of the elements on a stack and
/// pushes or pops by sending the actions a `NavigationStack` sends.
///
/// ```swift
/// let stack = NavigationStackDriver(store.scope(state: \.path, action: \.path))
/// stack.push(.detail(DetailFeature.State()))
/// for element in stack.elements {
///   switch element.store.case { … }
/// }
/// stack.pop(to: stack.elements[0].id)
/// ```
///
/// A terminal or server front end renders `elements` (bottom first) and calls `push`, `pop` and
/// `pop(to:)` as a user navigates.
@MainActor
public struct NavigationStackDriver<State, Action> {
  /// One element of the stack: its id and a store scoped to it.
  @MainActor
  public struct Element: Identifiable {
    /// The element's id in the stack.
    public let id: StackElementID
    /// A store of the element's feature; the same store for the same id.
    public let store: Store<State, Action>
  }

  /// The store of the stack.
  public let store: Store<StackState<State>, StackAction<State, Action>>

  /// A driver of the stack in `store`.
  public init(_ store: Store<StackState<State>, StackAction<State, Action>>) {
    self.store = store
  }

  /// The elements on the stack, bottom first.
  public var elements: [Element] {
    store.state.ids.compactMap { id in
      store.scope(state: \.[id: id], action: \.[id: id]).map { Element(id: id, store: $0) }
    }
  }

  /// Pushes `state` on top, with a new id from the store's `\.stackElementID` dependency.
  ///
  /// ```swift
  /// stack.push(.detail(DetailFeature.State()))
  /// ```
  @discardableResult
  public func push(_ state: State) -> StoreTask {
    let id = store.core.dependencies.stackElementID()
    return store.send(.push(id: id, state: state))
  }

  /// Pops the top element, as a back button does. Does nothing on an empty stack.
  @discardableResult
  public func pop() -> StoreTask? {
    guard let id = store.withState({ $0.ids.last }) else { return nil }
    return store.send(.popFrom(id: id))
  }

  /// Pops every element above the one with `id`, as tapping an earlier screen does.
  @discardableResult
  public func pop(to id: StackElementID) -> StoreTask? {
    let ids = store.withState { $0.ids }
    guard let index = ids.firstIndex(of: id), index + 1 < ids.count else { return nil }
    return store.send(.popFrom(id: ids[index + 1]))
  }

  /// Pops every element, back to the root.
  @discardableResult
  public func popToRoot() -> StoreTask? {
    guard let first = store.withState({ $0.ids.first }) else { return nil }
    return store.send(.popFrom(id: first))
  }
}

extension Store {
  /// The store of the element with `id` of a stack's store, `nil` when the stack has none.
  ///
  /// ```swift
  /// let path = store.scope(state: \.path, action: \.path)
  /// path[id: id]?.send(.incrementButtonTapped)
  /// ```
  public subscript<ElementState, ElementAction>(
    id id: StackElementID
  ) -> Store<ElementState, ElementAction>?
  where State == StackState<ElementState>, Action == StackAction<ElementState, ElementAction> {
    scope(state: \.[id: id], action: \.[id: id])
  }
}
