public import Dependencies
public import Testing

/// A Swift Testing trait that runs a test, or every test of a suite, with dependencies
/// overridden; see ``Testing/Trait/dependency(_:_:)``.
public struct _DependenciesTrait: TestTrait, SuiteTrait, TestScoping {
  let updateValues: @Sendable (inout DependencyValues) throws -> Void

  /// Suite traits apply to every test in the suite, nested suites included.
  public var isRecursive: Bool { true }

  /// Runs `function` with the overrides in place, on top of those of enclosing suites.
  public func provideScope(
    for test: Test,
    testCase: Test.Case?,
    performing function: @Sendable () async throws -> Void
  ) async throws {
    try await withDependencies {
      try updateValues(&$0)
    } operation: {
      try await function()
    }
  }
}

extension Trait where Self == _DependenciesTrait {
  /// Overrides the dependency at `keyPath` for a test, or for every test of a suite.
  ///
  /// ```swift
  /// @Suite(.dependency(\.uuid, .incrementing))
  /// struct FeatureTests {
  ///   @Test(.dependency(\.date.now, Date(timeIntervalSince1970: 0)))
  ///   func addsItem() async { … }
  /// }
  /// ```
  ///
  /// `value` is evaluated for each test, so a stateful value (`.incrementing`) starts afresh in
  /// every test. A test's own overrides win over its suite's.
  public static func dependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value> & Sendable,
    _ value: @autoclosure @escaping @Sendable () -> Value
  ) -> Self {
    _DependenciesTrait { $0[keyPath: keyPath] = value() }
  }

  /// Overrides the dependency registered under its own type.
  ///
  /// ```swift
  /// @Test(.dependency(APIClient.mock))
  /// func loadsUser() async { … }
  /// ```
  public static func dependency<Value: TestDependencyKey>(
    _ value: @autoclosure @escaping @Sendable () -> Value
  ) -> Self where Value.Value == Value {
    _DependenciesTrait { $0[Value.self] = value() }
  }

  /// Gives each test its own dependencies, as upstream's trait of this name does.
  ///
  /// ```swift
  /// @Suite(.dependencies)
  /// struct FeatureTests { … }
  /// ```
  ///
  /// In TCA Lite every Swift Testing test already resolves its own test values, so the trait
  /// changes nothing; it exists so upstream's suites compile. The arguments of one parameterized
  /// test still share their test values.
  public static var dependencies: Self {
    _DependenciesTrait { _ in }
  }

  /// Changes any number of dependencies for a test, or for every test of a suite.
  ///
  /// ```swift
  /// @Test(.dependencies {
  ///   $0.uuid = .incrementing
  ///   $0.continuousClock = ImmediateClock()
  /// })
  /// func refreshes() async { … }
  /// ```
  public static func dependencies(
    _ updateValues: @escaping @Sendable (inout DependencyValues) throws -> Void
  ) -> Self {
    _DependenciesTrait(updateValues: updateValues)
  }
}
