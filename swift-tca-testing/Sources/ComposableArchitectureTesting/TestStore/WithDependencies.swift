import Dependencies

extension TestStore {
  /// Runs `operation` with the store's ``dependencies`` changed by `updateValuesForOperation`,
  /// then restores them.
  ///
  /// ```swift
  /// await store.withDependencies {
  ///   $0.numberFact.fetch = { _ in throw Offline() }
  /// } operation: {
  ///   await store.send(.factButtonTapped)
  ///   await store.receive(\.factResponse.failure)
  /// }
  /// ```
  public func withDependencies<R>(
    _ updateValuesForOperation: (_ dependencies: inout DependencyValues) throws -> Void,
    operation: () async throws -> R
  ) async rethrows -> R {
    let previous = dependencies
    defer { dependencies = previous }
    try updateValuesForOperation(&dependencies)
    return try await operation()
  }

  /// Runs synchronous `operation` with the store's ``dependencies`` changed by
  /// `updateValuesForOperation`, then restores them.
  ///
  /// ```swift
  /// store.withDependencies { $0.uuid = .incrementing } operation: {
  ///   store.assert { $0.count = 1 }
  /// }
  /// ```
  public func withDependencies<R>(
    _ updateValuesForOperation: (_ dependencies: inout DependencyValues) throws -> Void,
    operation: () throws -> R
  ) rethrows -> R {
    let previous = dependencies
    defer { dependencies = previous }
    try updateValuesForOperation(&dependencies)
    return try operation()
  }
}
