import CasePaths

/// An action of one element of a collection of child features, identified by the element's id.
///
/// ```swift
/// enum Action {
///   case rows(IdentifiedActionOf<Row>)
/// }
///
/// case let .rows(.element(id: id, action: .deleteButtonTapped)):
///   state.rows.remove(id: id)
/// ```
///
/// Case key paths reach an element's actions by id: `\.rows[id: 0].deleteButtonTapped`.
public enum IdentifiedAction<ID: Hashable & Sendable, Action>: CasePathable {
  /// The action `action` of the element `id`.
  case element(id: ID, action: Action)

  /// The case paths of `IdentifiedAction`.
  public struct AllCasePaths: Sendable {
    /// The path of the `.element(id:action:)` case.
    public var element: AnyCasePath<IdentifiedAction, (id: ID, action: Action)> {
      AnyCasePath(
        embed: { .element(id: $0.id, action: $0.action) },
        extract: { action in
          guard case let .element(id, action) = action else { return nil }
          return (id, action)
        }
      )
    }

    /// The path of the actions of the element `id`.
    public subscript(id id: ID) -> AnyCasePath<IdentifiedAction, Action> {
      AnyCasePath(
        embed: { .element(id: id, action: $0) },
        extract: { action in
          guard case let .element(elementID, action) = action, elementID == id else { return nil }
          return action
        }
      )
    }
  }

  /// The case paths of `IdentifiedAction`.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension IdentifiedAction: Sendable where Action: Sendable {}
extension IdentifiedAction: Equatable where Action: Equatable {}
extension IdentifiedAction: Hashable where Action: Hashable {}
extension IdentifiedAction: Decodable where ID: Decodable, Action: Decodable {}
extension IdentifiedAction: Encodable where ID: Encodable, Action: Encodable {}

/// The identified action of reducer `R`'s elements, keyed by its state's `id`.
public typealias IdentifiedActionOf<R: Reducer> = IdentifiedAction<R.State.ID, R.Action>
where R.State: Identifiable, R.State.ID: Sendable

extension Case {
  /// The case path to the actions of the element `id`, as in `\.rows[id: 0].deleteButtonTapped`.
  ///
  /// ```swift
  /// let path: CaseKeyPath<Feature.Action, Row.Action> = \.rows[id: 0]
  /// ```
  public subscript<ID: Hashable & Sendable, ElementAction>(
    id id: ID
  ) -> Case<Root, ElementAction> where Value == IdentifiedAction<ID, ElementAction> {
    appending(IdentifiedAction<ID, ElementAction>.allCasePaths[id: id])
  }
}
