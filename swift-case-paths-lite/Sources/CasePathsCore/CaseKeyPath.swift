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
