import IssueReporting
import LiteSupport
import Synchronization

/// The default values of keys that have not been overridden, created lazily and cached.
///
/// Live and preview values are created once per key for the process. Test values are created
/// once per key *per test*: each Swift Testing test gets its own, so tests running in parallel
/// never share a stateful test value, and XCTest tests (which run one at a time) get theirs when
/// the test binary links `DependenciesTestSupport`. Test values are kept with the dependency
/// values that read them, so `withDependencies { $0 = DependencyValues() }` (and the
/// `.dependencies` traits, for each test case) start fresh ones.
final class DefaultValues: Sendable {
  static let shared = DefaultValues()

  /// Live and preview values, kept for the process.
  private let processValues = ValueCache()
  /// The test values of the dependency values every task starts with, kept for each Swift
  /// Testing test apart.
  private let sharedTestValues = ValueCache()
  /// Whether any `prepareDependencies` ever set the context: until one does, resolving the
  /// context never looks it up (reads of dependencies stay one dictionary lookup).
  private let contextWasPrepared = Atomic(false)

  func value<Key: TestDependencyKey>(
    for key: Key.Type,
    context: DependencyContext,
    in values: DependencyValues
  ) -> Key.Value {
    let (cache, test) = storage(for: context, in: values)
    if context == .test, test == 0 { XCTestCacheReset.install }
    let cacheKey = ValueCache.Key(key: ObjectIdentifier(key), context: context, test: test)
    if let cached = cache.cachedValue(for: cacheKey) {
      return cached as! Key.Value
    }
    // A missing test value is kept like any other, so a test reports it once, at its first read
    // (or never, when that read was a `withDependencies` update about to replace it). An XCTest
    // test whose values outlive it (not forgotten between tests) would hide it from the next.
    let keepsMissingValue =
      test != 0 || cache !== sharedTestValues || XCTestCacheReset.isActive
    // Created in the values being read: a key's default may itself read dependencies
    // (`@Dependency` in a `liveValue`), and must see the overrides of whoever asked. Those reads
    // are the default's own, reported even during an update.
    let isUpdating = DependencyValues.isUpdating
    return cache.value(for: cacheKey, of: key) {
      DependencyValues.$_current.withValue(values) {
        DependencyValues.$isUpdating.withValue(false) {
          makeValue(
            for: key, context: context, isSilent: isUpdating, keepsMissingValue: keepsMissingValue)
        }
      }
    } as! Key.Value
  }

  private func makeValue<Key: TestDependencyKey>(
    for key: Key.Type,
    context: DependencyContext,
    isSilent: Bool,
    keepsMissingValue: Bool
  ) -> ValueCache.Created {
    switch context {
    case .live:
      let value =
        (key as? any DependencyKey.Type).map { liveValue(of: $0) as! Key.Value }
        ?? key.testValue
      return ValueCache.Created(value: value)
    case .preview:
      return ValueCache.Created(value: key.previewValue)
    case .test:
      let probe = UnimplementedDependency.Probe(isSilent: isSilent)
      let value = UnimplementedDependency.$probe.withValue(probe) { key.testValue }
      return ValueCache.Created(value: value, isKept: !probe.reported || keepsMissingValue)
    }
  }

  /// The keys whose default values were already created (read) in `context`, in `values`' test
  /// values for the current test when in one.
  func createdKeys(
    in context: DependencyContext, of values: DependencyValues
  ) -> Set<ObjectIdentifier> {
    let (cache, test) = storage(for: context, in: values)
    return cache.keys(in: context, test: test)
  }

  /// Makes `prepared` the default values of their keys in `context`, for the current test (in
  /// the test values of `values`) when in one, or for the process; see `prepareDependencies(_:)`.
  /// Keys in `readBefore` had been read before the preparation began: changing them is
  /// reported, since what read them keeps the old value.
  func prepare(
    _ prepared: [ObjectIdentifier: any Sendable], context: DependencyContext,
    in values: DependencyValues, readBefore: Set<ObjectIdentifier>
  ) {
    let (cache, test) = storage(for: context, in: values)
    if prepared[ObjectIdentifier(DependencyValues.DependencyContextKey.self)] != nil {
      contextWasPrepared.store(true, ordering: .releasing)
    }
    cache.store(prepared, context: context, test: test)
    let alreadyRead = prepared.keys.filter(readBefore.contains).count
    if alreadyRead > 0 {
      reportIssue(
        """
        'prepareDependencies' changed \(alreadyRead) dependenc\(alreadyRead == 1 ? "y" : "ies") \
        that had already been read: what read them kept the old value. Call 'prepareDependencies' \
        once, at the entry point of the app, before any feature reads its dependencies.
        """
      )
    }
  }

  /// The context a `prepareDependencies` set for `detected`, the context the process (or test)
  /// runs in, if one did.
  func preparedContext(
    for detected: DependencyContext, in values: DependencyValues
  ) -> DependencyContext? {
    guard contextWasPrepared.load(ordering: .acquiring) else { return nil }
    let (cache, test) = storage(for: detected, in: values)
    let key = ValueCache.Key(
      key: ObjectIdentifier(DependencyValues.DependencyContextKey.self), context: detected,
      test: test)
    return cache.cachedValue(for: key) as? DependencyContext
  }

  /// Forgets the test values of XCTest tests (those resolved outside a Swift Testing test) kept
  /// in `values`.
  func resetXCTestValues(in values: DependencyValues) {
    storage(for: .test, in: values).cache.removeAll { $0.context == .test && $0.test == 0 }
  }

  /// Where the values of `context` are kept, and for which test. Test values live with the
  /// dependency values (a fresh `DependencyValues()` starts fresh ones, for whatever reads
  /// them); those of the values every task starts with are kept per Swift Testing test. Live and
  /// preview values live as long as the process.
  private func storage(
    for context: DependencyContext, in values: DependencyValues
  ) -> (cache: ValueCache, test: Int) {
    guard context == .test else { return (processValues, 0) }
    guard let cache = values.testValues else { return (sharedTestValues, Self.currentTestNumber) }
    return (cache, 0)
  }

  private func liveValue<Key: DependencyKey>(of key: Key.Type) -> any Sendable {
    key.liveValue
  }

  /// The number of the Swift Testing test running on this task, 0 outside one: a number, so
  /// that keys outside tests hash and copy no test identifier.
  private static var currentTestNumber: Int {
    guard case let .swiftTesting(testing)? = TestContext.current, let id = testing?.test.id else {
      return 0
    }
    return testNumbers.withLock { numbers in
      if let number = numbers[id] { return number }
      numbers[id] = numbers.count + 1
      return numbers.count
    }
  }

  private static let testNumbers = VisibleLock<[TestContext.Testing.Test.ID: Int]>([:])
}
