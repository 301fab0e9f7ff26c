/// A key for a dependency that has a test value, and optionally a preview value, but whose live
/// value is registered elsewhere (a `DependencyKey` in another module).
///
/// ```swift
/// // In the interface module:
/// extension NumberFactClient: TestDependencyKey {
///   static let testValue = NumberFactClient(fetch: { "\($0) is a good number." })
/// }
/// // In the app module:
/// extension NumberFactClient: DependencyKey {
///   static let liveValue = NumberFactClient(fetch: { … })
/// }
/// ```
///
/// Keys are read from any task, so the key type itself must be usable from any isolation.
public protocol TestDependencyKey: SendableMetatype {
  /// The type of the dependency's value. It must be `Sendable`: effects use it concurrently.
  associatedtype Value: Sendable = Self

  /// The value used in tests, unless a test overrides it.
  static var testValue: Value { get }

  /// The value used in previews. Defaults to `testValue`.
  static var previewValue: Value { get }
}

extension TestDependencyKey {
  /// By default previews use the test value.
  public static var previewValue: Value { testValue }

  /// Whether a `testValue` being resolved now may report an issue: `false` while
  /// `withDependencies` is overriding dependencies, since the value read is about to be replaced.
  ///
  /// ```swift
  /// static var testValue: any DatabaseWriter {
  ///   if shouldReportUnimplemented {
  ///     reportIssue("A blank, in-memory database is being used.")
  ///   }
  ///   return InMemoryDatabase()
  /// }
  /// ```
  public static var shouldReportUnimplemented: Bool {
    UnimplementedDependency.probe?.isSilent != true
  }
}

/// A key for a dependency with a live value, used by apps; tests and previews use `testValue`
/// and `previewValue`.
///
/// The value type can be its own key:
///
/// ```swift
/// struct NumberFactClient {
///   var fetch: @Sendable (Int) async throws -> String
/// }
/// extension NumberFactClient: DependencyKey {
///   static let liveValue = NumberFactClient(fetch: { number in … })
/// }
/// extension DependencyValues {
///   var numberFact: NumberFactClient {
///     get { self[NumberFactClient.self] }
///     set { self[NumberFactClient.self] = newValue }
///   }
/// }
/// ```
///
/// or a separate key can hold it: `private enum NumberFactClientKey: DependencyKey { … }`.
///
/// A key that does not implement `testValue` reports an issue when it is read from a test, then
/// returns its preview value so the test can go on.
public protocol DependencyKey: TestDependencyKey {
  // Restated so that `Value` is inferred from `liveValue` alone.
  associatedtype Value = Self

  /// The value used when running the app.
  static var liveValue: Value { get }

  /// The value used in tests. Defaults to reporting an issue and returning `previewValue`.
  static var testValue: Value { get }

  /// The value used in previews. Defaults to `liveValue`.
  static var previewValue: Value { get }
}

extension DependencyKey {
  /// By default previews use the live value.
  public static var previewValue: Value { liveValue }

  /// By default tests may not use the live value: reading it reports an issue that says how to
  /// override it, then returns the preview value.
  public static var testValue: Value {
    UnimplementedDependency.report(key: Self.self, value: Value.self)
    return previewValue
  }
}
