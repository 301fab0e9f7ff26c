import Dependencies

extension SharedReader where Value: Sendable {
  /// Switches to the storage of `key` and loads from it: this reader and its copies read `key`
  /// from now on; other readers of the old key are unaffected.
  ///
  /// ```swift
  /// try await $items.load(.fileStorage(.archivedItems))
  /// ```
  ///
  /// A derived reader (`$user.name`) switches alone: the value it was derived from keeps its key.
  public func load(
    _ key: some SharedReaderKey<Value>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async throws {
    let location = _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    try await switchKey(of: slot, to: key, current: wrappedValue, at: location)
  }

  /// Switches to the storage of the `SharedKey` `key` and loads from it; see
  /// `SharedReader+SharedKey.swift` for why a reader takes one.
  @_disfavoredOverload
  public func load(
    _ key: some SharedKey<Value>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async throws {
    try await load(key, fileID: fileID, filePath: filePath, line: line, column: column)
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
  /// A derived value (`$user.name`) switches alone: the value it was derived from keeps its key.
  public func load(
    _ key: some SharedKey<Value>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async throws {
    let location = _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    try await switchKey(of: slot, to: key, current: wrappedValue, at: location)
  }
}

/// Points `slot` (and so every copy of the value it serves) at the storage of `key`, starting from
/// `current` if that storage is empty, and loads it.
private func switchKey<Value: Sendable>(
  of slot: ReferenceSlot<Value>,
  to key: some SharedReaderKey<Value>,
  current: Value,
  at location: _SourceLocation
) async throws {
  let box = SharedBox.forKey(key, default: { current }, at: location, skipInitialLoad: true)
  slot.replace(with: box)
  try await box.load()
}
