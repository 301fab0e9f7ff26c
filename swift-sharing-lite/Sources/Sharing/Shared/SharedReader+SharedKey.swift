import Dependencies

// A reader of a `SharedKey`'s storage, spelled as its `SharedReaderKey` initializers are. A key
// an app declares in `extension SharedKey where Self == …` is not found by `.name` where a
// `SharedReaderKey` is expected (an implicit member is looked up in the expected protocol's
// extensions only), so `@SharedReader(.name)` needs these overloads. Disfavoured, as upstream's
// are: a key that is found either way reads through the `SharedReaderKey` initializers, to
// which these forward (the disfavoured overload never calls itself).
extension SharedReader where Value: Sendable {
  /// Read-only shared state in the storage of `key`; `value` is used only if it has no value.
  ///
  /// ```swift
  /// @SharedReader(.speakers) var speakers = []  // extension SharedKey where Self == …
  /// ```
  @_disfavoredOverload
  public init(
    wrappedValue value: @autoclosure () -> Value,
    _ key: some SharedKey<Value>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.init(
      wrappedValue: value(), key, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Optional read-only shared state in the storage of `key`, `nil` until it has a value.
  @_disfavoredOverload
  public init<Wrapped>(
    _ key: some SharedKey<Value>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where Value == Wrapped? {
    self.init(
      wrappedValue: nil, key, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Read-only shared state in the storage of a `SharedKey` that carries its own default.
  @_disfavoredOverload
  public init<Key: SharedKey<Value>>(
    _ key: _SharedKeyDefault<Key>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.init(key, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
