extension AnyCasePath where Root == Value {
  /// The identity case path: embedding and extracting return the value given.
  ///
  /// ```swift
  /// AnyCasePath<Action, Action>().extract(from: .increment)  // .increment
  /// ```
  public init() {
    self.init(embed: { $0 }, extract: { $0 })
  }
}

extension AnyCasePath where Value: CasePathable {
  /// This path followed by one of its value's cases, as a case key path expression goes on
  /// through a case-pathable value: `path.response` for `path.appending(path:
  /// Value.allCasePaths.response)`.
  ///
  /// ```swift
  /// let child = AnyCasePath<AppAction, ChildAction>(…)
  /// child.response.extract(from: .child(.response(1)))  // 1
  /// ```
  public subscript<AppendedValue>(
    dynamicMember keyPath: KeyPath<Value.AllCasePaths, AnyCasePath<Value, AppendedValue>>
  ) -> AnyCasePath<Root, AppendedValue> {
    appending(path: Value.allCasePaths[keyPath: keyPath])
  }
}
