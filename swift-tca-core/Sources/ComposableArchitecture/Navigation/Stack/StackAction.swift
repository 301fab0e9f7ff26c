import CasePaths

/// The actions of a navigation stack, as its parent sees them: an element's action, a pop, or a
/// push.
///
/// ```swift
/// enum Action {
///   case path(StackActionOf<Path>)
/// }
///
/// case let .path(.element(id: id, action: .editItem(.saveButtonTapped))):
///   state.path.pop(from: id)
/// ```
///
/// Case key paths reach an element's actions by id: `\.path[id: 0].counter.response`.
public indirect enum StackAction<State, Action>: CasePathable {
  /// The action `action` of the element `id`.
  case element(id: StackElementID, action: Action)
  /// Pops the element `id` and everything above it, after the parent has seen it.
  case popFrom(id: StackElementID)
  /// Pushes `state` with `id` on top of the stack.
  case push(id: StackElementID, state: State)

  /// The case paths of `StackAction`.
  public struct AllCasePaths: Sendable {
    /// The path of ``StackAction/element(id:action:)``.
    public var element: AnyCasePath<StackAction, (id: StackElementID, action: Action)> {
      AnyCasePath(
        embed: { .element(id: $0.id, action: $0.action) },
        extract: { if case let .element(id, action) = $0 { (id, action) } else { nil } }
      )
    }

    /// The path of ``StackAction/popFrom(id:)``.
    ///
    /// ```swift
    /// await store.receive(\.path.popFrom) { $0.path[id: 0] = nil }
    /// ```
    public var popFrom: AnyCasePath<StackAction, StackElementID> {
      AnyCasePath(
        embed: { .popFrom(id: $0) },
        extract: { if case let .popFrom(id) = $0 { id } else { nil } }
      )
    }

    /// The path of ``StackAction/push(id:state:)``.
    public var push: AnyCasePath<StackAction, (id: StackElementID, state: State)> {
      AnyCasePath(
        embed: { .push(id: $0.id, state: $0.state) },
        extract: { if case let .push(id, state) = $0 { (id, state) } else { nil } }
      )
    }

    /// The path of the actions of the element `id`.
    public subscript(id id: StackElementID) -> AnyCasePath<StackAction, Action> {
      AnyCasePath(
        embed: { .element(id: id, action: $0) },
        extract: { action in
          guard case let .element(elementID, action) = action, elementID == id else { return nil }
          return action
        }
      )
    }
  }

  /// The case paths of `StackAction`.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension StackAction: Equatable where State: Equatable, Action: Equatable {}
extension StackAction: Hashable where State: Hashable, Action: Hashable {}
extension StackAction: Sendable where State: Sendable, Action: Sendable {}

/// The stack actions of reducer `R`'s elements.
public typealias StackActionOf<R: Reducer> = StackAction<R.State, R.Action>

extension Case {
  /// The case path to the actions of the stack element `id`, as in
  /// `\.path[id: 0].counter.incrementButtonTapped`.
  ///
  /// ```swift
  /// await store.send(\.path[id: 0].counter.incrementButtonTapped)
  /// ```
  public subscript<ElementState, ElementAction>(
    id id: StackElementID
  ) -> Case<Root, ElementAction> where Value == StackAction<ElementState, ElementAction> {
    appending(StackAction<ElementState, ElementAction>.allCasePaths[id: id])
  }
}
