import IdentifiedCollections

extension Shared {
  /// Shared state for the element with `id` of a shared identified array, `nil` when absent;
  /// unwrap it with `Shared(_:)`.
  ///
  /// ```swift
  /// guard let todo = Shared($todos[id: todoID]) else { return .none }
  /// ```
  public subscript<ID: Hashable, Element>(
    id id: ID
  ) -> Shared<Element?> where Value == IdentifiedArray<ID, Element> {
    self[dynamicMember: \.[id: id]]
  }
}
