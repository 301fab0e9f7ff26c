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
  @TaskLocal public static var _current = DependencyValues()

  private var overrides: [ObjectIdentifier: any Sendable] = [:]

  /// Whether these values are being changed by `withDependencies`: reading a dependency there
  /// (to change one of its fields) must not report a missing test value.
  var isOverriding = false

  /// Creates dependency values with no overrides: every dependency has its default value.
  ///
  /// ```swift
  /// var values = DependencyValues()
  /// values.uuid = .incrementing
  /// ```
  public init() {}

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
      return DefaultValues.shared.value(
        for: key, context: resolvedContext, isOverriding: isOverriding, in: self)
    }
    set {
      overrides[ObjectIdentifier(key)] = newValue
    }
  }

  /// The overridden dependencies, by key.
  var overriddenValues: [ObjectIdentifier: any Sendable] { overrides }

  /// The context keys resolve their default values in: the overridden context if any.
  var resolvedContext: DependencyContext {
    if let overridden = overrides[ObjectIdentifier(DependencyContextKey.self)] {
      return overridden as! DependencyContext
    }
    let detected = DependencyContext.detected
    return DefaultValues.shared.preparedContext(for: detected) ?? detected
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
    for (key, value) in overrides {
      if let stateful = value as? any _StatefulDependency {
        copy.overrides[key] = stateful._copy()
      }
    }
    return copy
  }

  /// These values with `other`'s overrides applied on top.
  func merging(_ other: DependencyValues) -> DependencyValues {
    if other.overrides.isEmpty { return self }
    if overrides.isEmpty { return other }
    var merged = self
    merged.overrides.merge(other.overrides) { _, new in new }
    return merged
  }
}
