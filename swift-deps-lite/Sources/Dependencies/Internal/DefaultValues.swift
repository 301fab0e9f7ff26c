import IssueReporting
import Synchronization

/// The default values of keys that have not been overridden, created lazily and cached.
///
/// Live and preview values are created once per key for the process. Test values are created
/// once per key *per test*: each Swift Testing test gets its own, so tests running in parallel
/// never share a stateful test value, and XCTest tests (which run one at a time) get theirs when
/// the test binary links `DependenciesTestSupport`.
final class DefaultValues: Sendable {
  static let shared = DefaultValues()

  private struct CacheKey: Hashable {
    let key: ObjectIdentifier
    let context: DependencyContext
    /// The Swift Testing test that created a test value; `nil` outside Swift Testing.
    let test: TestContext.Testing.Test.ID?
  }

  private let cache = Mutex<[CacheKey: any Sendable]>([:])
  /// Whether any `prepareDependencies` ever set the context: until one does, resolving the
  /// context never looks it up (reads of dependencies stay one dictionary lookup).
  private let contextWasPrepared = Atomic(false)

  func value<Key: TestDependencyKey>(
    for key: Key.Type,
    context: DependencyContext,
    isOverriding: Bool = false,
    in values: DependencyValues? = nil
  ) -> Key.Value {
    let test = context == .test ? Self.currentTestID : nil
    if context == .test, test == nil { XCTestCacheReset.install }
    let cacheKey = CacheKey(key: ObjectIdentifier(key), context: context, test: test)
    if let cached = cache.withLock({ $0[cacheKey] }) {
      return cached as! Key.Value
    }
    // Created outside the lock, in the values being read: a key's default may itself read
    // dependencies (`@Dependency` in a `liveValue`), and must see the overrides of whoever asked.
    guard let values else {
      return makeValue(for: key, context: context, isOverriding: isOverriding, cacheKey: cacheKey)
    }
    var scope = values
    scope.isOverriding = false
    return DependencyValues.$_current.withValue(scope) {
      makeValue(for: key, context: context, isOverriding: isOverriding, cacheKey: cacheKey)
    }
  }

  private func makeValue<Key: TestDependencyKey>(
    for key: Key.Type,
    context: DependencyContext,
    isOverriding: Bool,
    cacheKey: CacheKey
  ) -> Key.Value {
    let value: Key.Value
    switch context {
    case .live:
      value =
        (key as? any DependencyKey.Type).map { liveValue(of: $0) as! Key.Value }
        ?? key.testValue
    case .preview:
      value = key.previewValue
    case .test:
      let probe = UnimplementedDependency.Probe(isSilent: isOverriding)
      value = UnimplementedDependency.$probe.withValue(probe) { key.testValue }
      // A missing test value is cached like any other, so a test reports it once, at its first
      // read (or never, when that read was a `withDependencies` update about to replace it). An
      // XCTest test without a per-test cache would hide it from the next test: not cached there.
      if probe.reported, cacheKey.test == nil, !XCTestCacheReset.isActive { return value }
    }
    return cache.withLock { cache in
      // If another thread created it meanwhile, keep the first so the value stays unique.
      if let existing = cache[cacheKey] { return existing as! Key.Value }
      cache[cacheKey] = value
      return value
    }
  }

  /// The keys whose default values were already created (read) in `context`, for the current
  /// test when in one.
  func createdKeys(in context: DependencyContext) -> Set<ObjectIdentifier> {
    let test = context == .test ? Self.currentTestID : nil
    return cache.withLock { cache in
      Set(cache.keys.lazy.filter { $0.context == context && $0.test == test }.map(\.key))
    }
  }

  /// Makes `values` the default values of their keys in `context`, for the current test when in
  /// one, or for the process; see `prepareDependencies(_:)`. Keys in `readBefore` had been read
  /// before the preparation began: changing them is reported, since what read them keeps the
  /// old value.
  func prepare(
    _ values: [ObjectIdentifier: any Sendable], context: DependencyContext,
    readBefore: Set<ObjectIdentifier>
  ) {
    let test = context == .test ? Self.currentTestID : nil
    if values[ObjectIdentifier(DependencyValues.DependencyContextKey.self)] != nil {
      contextWasPrepared.store(true, ordering: .releasing)
    }
    cache.withLock { cache in
      for (key, value) in values {
        cache[CacheKey(key: key, context: context, test: test)] = value
      }
    }
    let alreadyRead = values.keys.filter(readBefore.contains).count
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
  func preparedContext(for detected: DependencyContext) -> DependencyContext? {
    guard contextWasPrepared.load(ordering: .acquiring) else { return nil }
    let test = detected == .test ? Self.currentTestID : nil
    let key = CacheKey(
      key: ObjectIdentifier(DependencyValues.DependencyContextKey.self), context: detected,
      test: test)
    return cache.withLock { $0[key] } as? DependencyContext
  }

  /// Forgets the test values of XCTest tests (those resolved outside a Swift Testing test).
  func resetXCTestValues() {
    cache.withLock { cache in
      cache = cache.filter { key, _ in key.context != .test || key.test != nil }
    }
  }

  private func liveValue<Key: DependencyKey>(of key: Key.Type) -> any Sendable {
    key.liveValue
  }

  private static var currentTestID: TestContext.Testing.Test.ID? {
    guard case let .swiftTesting(testing)? = TestContext.current else { return nil }
    return testing?.test.id
  }
}
