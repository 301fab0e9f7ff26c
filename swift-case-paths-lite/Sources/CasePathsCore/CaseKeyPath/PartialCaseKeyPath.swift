extension PartialKeyPath {
  /// Embeds `value` in the case this key path names, or returns `nil` when `value` has another
  /// type than the case's associated value.
  ///
  /// ```swift
  /// let path: PartialCaseKeyPath<Action> = \.response
  /// let action: Action? = path(42)  // Action.response(42)
  /// ```
  @_disfavoredOverload
  public func callAsFunction<Enum>(_ value: Any) -> Enum? where Root == Case<Enum, Enum> {
    (Case<Enum, Enum>.root[keyPath: self] as? any _PartialCase<Enum>)?.embedAny(value)
  }
}

extension CasePathable {
  /// The value of the case `keyPath` names, type-erased, or `nil` when `self` is another case.
  ///
  /// ```swift
  /// let path: PartialCaseKeyPath<Action> = \.response
  /// Action.response(42)[case: path] as? Int  // 42
  /// ```
  @_disfavoredOverload
  public subscript(case keyPath: PartialCaseKeyPath<Self>) -> Any? {
    (Case<Self, Self>.root[keyPath: keyPath] as? any _PartialCase<Self>)?.extractAny(self)
  }
}

/// A case step whose value type is not known statically.
protocol _PartialCase<Root> {
  associatedtype Root
  func embedAny(_ value: Any) -> Root?
  func extractAny(_ root: Root) -> Any?
}

extension Case: _PartialCase {
  func embedAny(_ value: Any) -> Root? {
    guard let value = value as? Value else { return nil }
    return embed(value)
  }

  func extractAny(_ root: Root) -> Any? {
    extract(root).map { $0 as Any }
  }
}
