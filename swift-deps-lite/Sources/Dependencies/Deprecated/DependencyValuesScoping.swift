// Scoping dependencies as swift-dependencies did before `withDependencies`: deprecated upstream,
// kept so that code written for it compiles and behaves as it did.

extension DependencyValues {
  /// Runs `operation` with one dependency overridden.
  @available(*, deprecated, message: "Use 'withDependencies' instead.")
  public static func withValue<Value, R>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>,
    _ value: @autoclosure () -> Value,
    operation: () throws -> R
  ) rethrows -> R {
    try withDependencies {
      $0[keyPath: keyPath] = value()
    } operation: {
      try operation()
    }
  }

  /// Runs the asynchronous `operation` with one dependency overridden.
  @available(*, deprecated, message: "Use 'withDependencies' instead.")
  public static func withValue<Value, R: Sendable>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>,
    _ value: @autoclosure () -> Value,
    operation: () async throws -> R
  ) async rethrows -> R {
    try await withDependencies {
      $0[keyPath: keyPath] = value()
    } operation: {
      try await operation()
    }
  }

  /// Runs `operation` with the dependencies `updateValues` changes.
  @available(*, deprecated, message: "Use 'withDependencies' instead.")
  public static func withValues<R>(
    _ updateValues: (inout Self) throws -> Void,
    operation: () throws -> R
  ) rethrows -> R {
    try withDependencies(updateValues, operation: operation)
  }

  /// Runs the asynchronous `operation` with the dependencies `updateValues` changes.
  @available(*, deprecated, message: "Use 'withDependencies' instead.")
  public static func withValues<R: Sendable>(
    _ updateValues: (inout Self) throws -> Void,
    operation: () async throws -> R
  ) async rethrows -> R {
    try await withDependencies(updateValues, operation: operation)
  }

  /// Runs the test assertions of `operation` with the dependencies `updateValues` changes.
  @available(*, deprecated, message: "Use 'withDependencies' instead.")
  public static func withTestValues<R>(
    _ updateValues: (inout Self) throws -> Void,
    assert operation: () throws -> R
  ) rethrows -> R {
    try withDependencies(updateValues, operation: operation)
  }

  /// Runs the asynchronous test assertions of `operation` with the dependencies `updateValues`
  /// changes.
  @available(*, deprecated, message: "Use 'withDependencies' instead.")
  public static func withTestValues<R: Sendable>(
    _ updateValues: (inout Self) async throws -> Void,
    assert operation: () async throws -> R
  ) async rethrows -> R {
    try await withDependencies(updateValues, operation: operation)
  }
}
