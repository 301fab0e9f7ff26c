import Dependencies

extension Shared where Value: Sendable {
  /// Shared state that must exist in storage: loads it before returning, and throws when the
  /// storage has no value or cannot be read.
  ///
  /// ```swift
  /// let user = try await Shared(require: .fileStorage(.currentUser))
  /// ```
  public init(
    require key: some SharedKey<Value>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async throws {
    let value = try await loadRequired(key)
    let location = _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    self.init(
      reference: SharedBox.forKey(key, default: { value }, at: location, skipInitialLoad: true))
  }
}

extension SharedReader where Value: Sendable {
  /// Read-only shared state that must exist in storage: loads it before returning, and throws
  /// when the storage has no value or cannot be read.
  ///
  /// ```swift
  /// let config = try await SharedReader(require: .fileStorage(.config))
  /// ```
  public init(
    require key: some SharedReaderKey<Value>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async throws {
    let value = try await loadRequired(key)
    let location = _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    self.init(
      reference: SharedBox.forKey(key, default: { value }, at: location, skipInitialLoad: true))
  }
}

/// The error `Shared(require:)` and `SharedReader(require:)` throw when storage has no value.
///
/// ```swift
/// catch let error as SharedValueNotFound { print(error.key) }
/// ```
public struct SharedValueNotFound: Error, CustomStringConvertible {
  /// The key, as it reads in messages.
  public let key: String

  /// Says which key has no value.
  public var description: String { "No value is stored for \(key)." }
}

/// Loads `key` from its storage, throwing when it has no value.
private func loadRequired<Key: SharedReaderKey>(_ key: Key) async throws -> Key.Value {
  let result = await withCheckedContinuation { continuation in
    key.load(
      context: .userInitiated,
      continuation: LoadContinuation(String(describing: key)) { result in
        continuation.resume(returning: UncheckedSendable(result))
      })
  }.value
  guard let value = try result.get() else {
    throw SharedValueNotFound(key: String(describing: key))
  }
  return value
}
