/// Runs `operation` with dependencies changed by `updateValues`, restoring them afterwards.
///
/// ```swift
/// let model = withDependencies {
///   $0.uuid = .incrementing
/// } operation: {
///   FeatureModel()
/// }
/// ```
///
/// Scopes nest: an inner scope starts from the outer one's values. Tasks created inside the
/// operation inherit the overrides; use ``withEscapedDependencies(_:)`` for escaping closures
/// that run later on another task.
@discardableResult
public func withDependencies<Result>(
  _ updateValues: (inout DependencyValues) throws -> Void,
  operation: () throws -> Result
) rethrows -> Result {
  try withValues(DependencyValues._current, changedBy: updateValues, operation: operation)
}

/// Runs an asynchronous `operation` with dependencies changed by `updateValues`.
///
/// ```swift
/// let fact = try await withDependencies {
///   $0.numberFact.fetch = { "\($0) is a good number." }
/// } operation: {
///   try await model.loadFact()
/// }
/// ```
@discardableResult
public func withDependencies<Result>(
  isolation: isolated (any Actor)? = #isolation,
  _ updateValues: (inout DependencyValues) async throws -> Void,
  operation: () async throws -> Result
) async rethrows -> Result {
  try await withValues(
    DependencyValues._current, isolation: isolation, changedBy: updateValues, operation: operation)
}

/// Runs `operation` with the dependencies `model` was created with, changed by `updateValues`.
///
/// Use it to create a child model that inherits its parent's overrides:
///
/// ```swift
/// let child = withDependencies(from: parentModel) {
///   $0.date = .constant(now)
/// } operation: {
///   ChildModel()
/// }
/// ```
///
/// The dependencies start from those `model` was created with (captured by its `@Dependency`
/// properties, or those of the `withDependencies` scope that returned it); values set in the
/// current scope are laid over them, then `updateValues` runs. A model with neither is a
/// reported issue, and `operation` runs with the current dependencies.
@discardableResult
public func withDependencies<Model: AnyObject, Result>(
  from model: Model,
  _ updateValues: (inout DependencyValues) throws -> Void,
  operation: () throws -> Result,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) rethrows -> Result {
  guard let values = ModelDependencies.shared.values(of: model) else {
    reportNoDependencies(
      of: Model.self,
      at: _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    return try operation()
  }
  return try withValues(
    values.merging(DependencyValues._current), changedBy: updateValues, operation: operation)
}

/// Runs an asynchronous `operation` with the dependencies `model` was created with, changed by
/// `updateValues`.
///
/// ```swift
/// await withDependencies(from: parentModel) {
///   $0.date = .constant(now)
/// } operation: {
///   await child.load()
/// }
/// ```
@discardableResult
public func withDependencies<Model: AnyObject, Result>(
  from model: Model,
  isolation: isolated (any Actor)? = #isolation,
  _ updateValues: (inout DependencyValues) async throws -> Void,
  operation: () async throws -> Result,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) async rethrows -> Result {
  guard let values = ModelDependencies.shared.values(of: model) else {
    reportNoDependencies(
      of: Model.self,
      at: _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    return try await operation()
  }
  return try await withValues(
    values.merging(DependencyValues._current), isolation: isolation,
    changedBy: updateValues, operation: operation)
}

/// Runs `operation` with the dependencies `model` was created with.
///
/// ```swift
/// let child = withDependencies(from: parentModel) { ChildModel() }
/// ```
@discardableResult
public func withDependencies<Model: AnyObject, Result>(
  from model: Model,
  operation: () throws -> Result,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) rethrows -> Result {
  try withDependencies(
    from: model, { _ in }, operation: operation,
    fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Runs an asynchronous `operation` with the dependencies `model` was created with.
///
/// ```swift
/// await withDependencies(from: parentModel) { await child.load() }
/// ```
@discardableResult
public func withDependencies<Model: AnyObject, Result>(
  from model: Model,
  isolation: isolated (any Actor)? = #isolation,
  operation: () async throws -> Result,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) async rethrows -> Result {
  try await withDependencies(
    from: model, isolation: isolation, { _ in }, operation: operation,
    fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Runs `operation` with `values` changed by `updateValues`: how every `withDependencies` that
/// changes values applies them (`isUpdating` is set while `updateValues` runs). An object the
/// operation returns is remembered as created with these values (see `withDependencies(from:)`).
private func withValues<Result>(
  _ values: DependencyValues,
  changedBy updateValues: (inout DependencyValues) throws -> Void,
  operation: () throws -> Result
) rethrows -> Result {
  var values = values
  try DependencyValues.$isUpdating.withValue(true) { try updateValues(&values) }
  let result = try DependencyValues.$_current.withValue(values, operation: operation)
  ModelDependencies.shared.remember(result, createdWith: values)
  return result
}

/// The asynchronous form of ``withValues(_:changedBy:operation:)``.
private func withValues<Result>(
  _ values: DependencyValues,
  isolation: isolated (any Actor)?,
  changedBy updateValues: (inout DependencyValues) async throws -> Void,
  operation: () async throws -> Result
) async rethrows -> Result {
  var values = values
  try await DependencyValues.$isUpdating.withValue(true) { try await updateValues(&values) }
  let result = try await DependencyValues.$_current.withValue(values, operation: operation)
  ModelDependencies.shared.remember(result, createdWith: values)
  return result
}

private func reportNoDependencies(of model: Any.Type, at location: _SourceLocation) {
  location.report(
    """
    You are trying to propagate dependencies to a child model from a model with no dependencies. \
    To fix this, the given '\(model)' must be returned from another 'withDependencies' closure, \
    or the class must hold at least one '@Dependency' property.
    """
  )
}

/// Hands the current dependencies to `operation` so an escaping closure can run with them later.
///
/// Task-local overrides do not follow a closure stored and called elsewhere (a callback, a
/// `DispatchQueue`), so capture them with a continuation:
///
/// ```swift
/// withEscapedDependencies { dependencies in
///   client.onEvent { event in
///     dependencies.yield {
///       model.handle(event)  // sees the overrides in effect when it was registered
///     }
///   }
/// }
/// ```
public func withEscapedDependencies<Result>(
  _ operation: (DependencyValues.Continuation) throws -> Result
) rethrows -> Result {
  try operation(DependencyValues.Continuation(values: DependencyValues._current))
}

/// Hands the current dependencies to an asynchronous `operation`.
///
/// ```swift
/// await withEscapedDependencies { dependencies in await register(dependencies) }
/// ```
public func withEscapedDependencies<Result>(
  isolation: isolated (any Actor)? = #isolation,
  _ operation: (DependencyValues.Continuation) async throws -> Result
) async rethrows -> Result {
  try await operation(DependencyValues.Continuation(values: DependencyValues._current))
}

extension DependencyValues {
  /// Dependencies captured by ``withEscapedDependencies(_:)``, to be restored later.
  public struct Continuation: Sendable {
    let values: DependencyValues

    /// Runs `operation` with the captured dependencies.
    ///
    /// ```swift
    /// dependencies.yield { model.handle(event) }
    /// ```
    public func yield<Result>(_ operation: () throws -> Result) rethrows -> Result {
      try DependencyValues.$_current.withValue(values, operation: operation)
    }

    /// Runs an asynchronous `operation` with the captured dependencies.
    ///
    /// ```swift
    /// await dependencies.yield { await model.load() }
    /// ```
    public func yield<Result>(
      isolation: isolated (any Actor)? = #isolation,
      _ operation: () async throws -> Result
    ) async rethrows -> Result {
      try await DependencyValues.$_current.withValue(values, operation: operation)
    }
  }
}
