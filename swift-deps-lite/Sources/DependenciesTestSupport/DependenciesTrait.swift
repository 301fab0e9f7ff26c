@_spi(Internals) public import Dependencies
public import Testing

/// A Swift Testing trait that runs a test, or every test of a suite, with dependencies
/// overridden; see ``Testing/Trait/dependency(_:_:)``.
public struct _DependenciesTrait: TestTrait, SuiteTrait, TestScoping {
  let updateValues: @Sendable (inout DependencyValues) throws -> Void

  /// Suite traits apply to every test in the suite, nested suites included.
  public var isRecursive: Bool { true }

  /// Whether no `.dependencies` trait of the running test case has provided its scope yet.
  @TaskLocal private static var isOutermost = true

  /// Runs `function` with the overrides in place, on top of those of enclosing suites; the
  /// outermost trait of a test case gives it test values of its own.
  public func provideScope(
    for test: Test,
    testCase: Test.Case?,
    performing function: @Sendable () async throws -> Void
  ) async throws {
    try await withDependencies {
      if Self.isOutermost { $0._startFreshTestValues() }
      try updateValues(&$0)
    } operation: {
      try await Self.$isOutermost.withValue(false) {
        try await function()
      }
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

  /// Gives each test case its own test values.
  ///
  /// ```swift
  /// @Test(.dependencies, arguments: 1...5)
  /// func incrementsFromOne(_ argument: Int) { … }
  /// ```
  ///
  /// Every Swift Testing test already resolves its own test values; the cases of a parameterized
  /// test share them unless the test (or its suite) has a `.dependencies` or `.dependency`
  /// trait, which starts fresh ones for each case.
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
