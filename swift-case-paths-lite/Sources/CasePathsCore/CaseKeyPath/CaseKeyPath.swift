extension KeyPath {
  /// Embeds a value in the case this key path names.
  ///
  /// ```swift
  /// let action = (\Action.response)(42)  // Action.response(42)
  /// ```
  public func callAsFunction<Enum, AssociatedValue>(_ value: AssociatedValue) -> Enum
  where Root == Case<Enum, Enum>, Value == Case<Enum, AssociatedValue> {
    self.resolvedCase().embed(value)
  }

  /// Builds the value of a case that has no associated value.
  ///
  /// ```swift
  /// let action = (\Action.increment)()  // Action.increment
  /// ```
  public func callAsFunction<Enum>() -> Enum
  where Root == Case<Enum, Enum>, Value == Case<Enum, Void> {
    self.resolvedCase().embed(())
  }
}

extension KeyPath {
  /// Appends a separately declared case key path to this one.
  ///
  /// ```swift
  /// let destination = \Feature.Action.Cases.destination
  /// let delete = \Destination.Action.Cases.alert.confirmDeletion
  /// let path = destination.appending(path: delete)  // \Feature.Action.Cases.destination…
  /// ```
  public func appending<Enum, Middle, AppendedValue>(
    path: CaseKeyPath<Middle, AppendedValue>
  ) -> CaseKeyPath<Enum, AppendedValue>
  where Root == Case<Enum, Enum>, Value == Case<Enum, Middle> {
    // The two key paths do not chain directly (`Case<Enum, Middle>` is not `Case<Middle,
    // Middle>`): the appended one becomes a subscript component.
    appending(path: \Case<Enum, Middle>.[_appending: path])
  }
}

extension Case {
  /// The case `path` names inside this case's value: the component
  /// ``Swift/KeyPath/appending(path:)`` adds.
  public subscript<AppendedValue>(
    _appending path: CaseKeyPath<Value, AppendedValue>
  ) -> Case<Root, AppendedValue> {
    appending(AnyCasePath(path))
  }
}

extension KeyPath {
  /// This case key path, declared `Sendable` so it can be captured by sendable closures: the
  /// caller promises that its components are sendable, as those of `@CasePathable` enums are.
  ///
  /// ```swift
  /// let path = (\Action.response).unsafeSendable()
  /// Task { @Sendable in _ = path(42) }
  /// ```
  public func unsafeSendable<Enum, AssociatedValue>() -> _SendableCaseKeyPath<Enum, AssociatedValue>
  where Root == Case<Enum, Enum>, Value == Case<Enum, AssociatedValue> {
    unsafeBitCast(self, to: _SendableCaseKeyPath<Enum, AssociatedValue>.self)
  }
}

/// A case key path that can cross concurrency domains; see ``Swift/KeyPath/unsafeSendable()``.
public typealias _SendableCaseKeyPath<Root, Value> =
  any KeyPath<Case<Root, Root>, Case<Root, Value>> & Sendable

/// Matches a value in a `switch` by case key path, as in `case \.child.response:`.
///
/// ```swift
/// switch action {
/// case \.child.response: print("a child response")
/// default: break
/// }
/// ```
public func ~= <Root: CasePathable, Value>(pattern: CaseKeyPath<Root, Value>, value: Root) -> Bool {
  value.is(pattern)
}
