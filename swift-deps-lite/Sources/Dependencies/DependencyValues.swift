import IssueReporting

/// The collection of dependencies a feature reads, extended with one computed property per
/// dependency.
///
/// ```swift
/// extension DependencyValues {
///   var numberFact: NumberFactClient {
///     get { self[NumberFactClient.self] }
///     set { self[NumberFactClient.self] = newValue }
///   }
/// }
/// ```
///
/// Values hold only explicit overrides; a dependency that is not overridden resolves to its key's
/// live, preview or test value, depending on the ``context``.
public struct DependencyValues: Sendable {
  /// The dependencies of the current task, read by `@Dependency` and scoped by `withDependencies`.
  @TaskLocal public static var _current = DependencyValues(testValues: nil)

  private var overrides: [ObjectIdentifier: any Sendable] = [:]

  /// The test values these dependency values created and read: new ones for every
  /// `DependencyValues()`, shared by the values derived from it; `nil` for the values every task
  /// starts with, which share ``DefaultValues``' (and copy no reference on each read).
  private(set) var testValues: ValueCache?

  /// Whether `withDependencies` or `prepareDependencies` is running its closure that changes
  /// values: a dependency read there (to change one of its fields, `$0.date.now = …`) is about
  /// to be replaced, so a missing test value is not reported. A task-local, like upstream's, so
  /// it holds after `$0 = DependencyValues()` too.
  @TaskLocal static var isUpdating = false

  /// Creates dependency values with no overrides: every dependency has its default value.
  ///
  /// ```swift
  /// var values = DependencyValues()
  /// values.uuid = .incrementing
  /// ```
  ///
  /// Test values start afresh: `withDependencies { $0 = DependencyValues() }` gives an operation
  /// test values no earlier read created.
  public init() {
    testValues = ValueCache()
  }

  private init(testValues: ValueCache?) {
    self.testValues = testValues
  }

  /// The dependencies every task starts with, before any `withDependencies`.
  @_spi(Internals) public static var _root: DependencyValues {
    DependencyValues(testValues: nil)
  }

  /// Whether these are ``_root``'s: no overrides, and the test values every task starts with. A
  /// store created with such values needs not keep them: they are what its reducer reads anyway.
  @_spi(Internals) public var _isRoot: Bool {
    overrides.isEmpty && testValues == nil
  }

  /// Reads or overrides the dependency registered under `key`.
  ///
  /// ```swift
  /// self[NumberFactClient.self]
  /// ```
  public subscript<Key: TestDependencyKey>(key: Key.Type) -> Key.Value {
    get {
      if let value = overrides[ObjectIdentifier(key)] {
        // Overrides are stored only by this subscript's setter, under the key's own type.
        return value as! Key.Value
      }
      return DefaultValues.shared.value(for: key, context: resolvedContext, in: self)
    }
    set {
      overrides[ObjectIdentifier(key)] = newValue
    }
  }

  /// These values with no overrides, reading the same test values.
  var withoutOverrides: DependencyValues {
    var values = self
    values.overrides = [:]
    return values
  }

  /// The overridden dependencies, by key.
  var overriddenValues: [ObjectIdentifier: any Sendable] { overrides }

  /// The context keys resolve their default values in: the overridden context if any.
  var resolvedContext: DependencyContext {
    if let overridden = overrides[ObjectIdentifier(DependencyContextKey.self)] {
      return overridden as! DependencyContext
    }
    let detected = DependencyContext.detected
    return DefaultValues.shared.preparedContext(for: detected, in: self) ?? detected
  }

  /// These values with every overridden ``_StatefulDependency`` (such as `.incrementing` UUIDs)
  /// replaced by a copy that continues from the same point without sharing its state.
  ///
  /// Test tools run assertion closures with the copy, so the closures do not advance the
  /// generators the feature uses:
  ///
  /// ```swift
  /// let forAssertions = store.dependencies._copyingGenerators()
  /// ```
  @_spi(Internals) public func _copyingGenerators() -> DependencyValues {
    var copy = self
    // Mapped, not assigned one by one: a test store's values always hold a stateful override
    // (the stack element ids it pins), and the assignment copied the table, then looked the
    // key up again.
    copy.overrides = overrides.mapValues { StatefulDependencyCopiers.copy(of: $0) ?? $0 }
    return copy
  }

  /// Gives these values test values of their own, as if they were created by
  /// `DependencyValues()`, keeping their overrides.
  ///
  /// The `.dependencies` traits call it for each test case, so the arguments of a parameterized
  /// test never share a stateful test value.
  @_spi(Internals) public mutating func _startFreshTestValues() {
    testValues = ValueCache()
  }

  /// These values with `other`'s overrides applied on top; the test values stay these values'.
  func merging(_ other: DependencyValues) -> DependencyValues {
    if other.overrides.isEmpty { return self }
    if overrides.isEmpty { return other }
    var merged = self
    merged.overrides.merge(other.overrides) { _, new in new }
    return merged
  }
}
