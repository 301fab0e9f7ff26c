import Dependencies

extension Shared where Value: Sendable {
  /// Shared state persisted by `key`; `value` is used (and evaluated) only if the storage has
  /// no value yet.
  ///
  /// ```swift
  /// @Shared(.appStorage("count")) var count = 0
  /// self._count = Shared(wrappedValue: count(), .appStorage("count"))
  /// ```
  public init(
    wrappedValue value: @autoclosure () -> Value,
    _ key: some SharedKey<Value>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    self.init(reference: SharedBox.forKey(key, default: value, at: location))
  }

  /// Optional shared state persisted by `key`, `nil` until storage has a value.
  ///
  /// ```swift
  /// @Shared(.appStorage("sessionID")) var sessionID: String?
  /// ```
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

  /// Shared state persisted by a key that carries its own default.
  ///
  /// ```swift
  /// @Shared(.users) var users
  /// ```
  public init<Key: SharedKey<Value>>(
    _ key: _SharedKeyDefault<Key>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    self.init(reference: SharedBox.forKey(key.base, default: key.defaultValue, at: location))
  }

  /// Shared state persisted by a key with a default, overriding that default.
  ///
  /// ```swift
  /// @Shared(.users) var users = [.blob]
  /// ```
  public init<Key: SharedKey<Value>>(
    wrappedValue value: @autoclosure () -> Value,
    _ key: _SharedKeyDefault<Key>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    self.init(reference: SharedBox.forKey(key.base, default: value, at: location))
  }

  /// The error of the last load from storage (a file that does not decode, say), if it failed.
  ///
  /// ```swift
  /// if let error = $users.loadError { print("Kept the defaults: \(error)") }
  /// ```
  public var loadError: (any Error)? { reference.box.loadError }

  /// The error of the last save to storage, if it failed.
  ///
  /// ```swift
  /// if let error = $users.saveError { print("Not saved: \(error)") }
  /// ```
  public var saveError: (any Error)? { reference.box.saveError }

  /// Whether a load from storage is in progress.
  ///
  /// ```swift
  /// if $config.isLoading { print("Loading…") }
  /// ```
  public var isLoading: Bool { reference.box.isLoading }

  /// Reloads the value from storage.
  ///
  /// ```swift
  /// try await $users.load()
  /// ```
  public func load() async throws {
    try await reference.box.load()
  }

  /// Saves the value to storage now (a file storage writes at once instead of coalescing).
  ///
  /// ```swift
  /// try await $users.save()
  /// ```
  public func save() async throws {
    try await reference.box.save()
  }
}
