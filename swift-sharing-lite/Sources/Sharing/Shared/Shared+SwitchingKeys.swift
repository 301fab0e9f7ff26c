import Dependencies

extension SharedReader where Value: Sendable {
  /// Switches to the storage of `key` and loads from it: this reader and its copies read `key`
  /// from now on; other readers of the old key are unaffected.
  ///
  /// ```swift
  /// try await $items.load(.fileStorage(.archivedItems))
  /// ```
  ///
  /// Only a reader made from a key can switch; switching a derived one (`$user.name`) or a
  /// constant is a reported issue.
  public func load(
    _ key: some SharedReaderKey<Value>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async throws {
    let location = _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    try await switchKey(of: reference, to: key, current: wrappedValue, at: location)
  }
}

extension Shared where Value: Sendable {
  /// Switches to the storage of `key` and loads from it: this value and its copies read and write
  /// `key` from now on; other holders of the old key are unaffected.
  ///
  /// ```swift
  /// try await $settings.load(.fileStorage(.profileSettings(id)))
  /// ```
  ///
  /// Only a value made from a key can switch; switching a derived one (`$user.name`) is a
  /// reported issue.
  public func load(
    _ key: some SharedKey<Value>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async throws {
    let location = _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    try await switchKey(of: reference, to: key, current: wrappedValue, at: location)
  }
}
