/// A property wrapper that reads a dependency from the current ``DependencyValues``.
///
/// ```swift
/// @Reducer
/// struct Feature {
///   @Dependency(\.numberFact) var numberFact
///   @Dependency(\.continuousClock) var clock
///   …
/// }
/// ```
///
/// The value is resolved each time it is read, from the scope the read happens in, on top of the
/// overrides that were in effect when the wrapper was created. So an object created inside
/// `withDependencies { … }` keeps those overrides for its whole life, and a reducer run by a
/// store sees the store's dependencies.
@propertyWrapper
public struct Dependency<Value>: Sendable {
  private let initialValues: DependencyValues
  private let read: @Sendable (DependencyValues) -> Value
  private let access: DependencyAccess

  /// Reads the dependency at `keyPath` of ``DependencyValues``.
  ///
  /// ```swift
  /// @Dependency(\.uuid) var uuid
  /// ```
  public init(
    _ keyPath: KeyPath<DependencyValues, Value> & Sendable,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.initialValues = DependencyValues._current
    self.read = { $0[keyPath: keyPath] }
    self.access = DependencyAccess(
      name: .keyPath(keyPath),
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
  }

  /// Reads the dependency registered under its own type, with no `DependencyValues` property.
  ///
  /// ```swift
  /// @Dependency(APIClient.self) var apiClient
  /// ```
  public init<Key: TestDependencyKey>(
    _ key: Key.Type,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where Key.Value == Value {
    self.initialValues = DependencyValues._current
    self.read = { $0[Key.self] }
    self.access = DependencyAccess(
      name: .type(Key.self),
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
  }

  /// The dependency's current value.
  public var wrappedValue: Value {
    let values = initialValues.merging(DependencyValues._current)
    // Only a test process can report an unimplemented dependency, which names this access site;
    // apps skip the task-local push.
    guard DependencyContext.detected == .test else { return read(values) }
    return DependencyAccess.$current.withValue(access) { read(values) }
  }
}

/// A `@Dependency` property, seen through `Mirror` by `withDependencies(from:)`.
protocol CapturingDependencies {
  var capturedValues: DependencyValues { get }
}

extension Dependency: CapturingDependencies {
  var capturedValues: DependencyValues { initialValues }
}
