import ConcurrencyExtras
import LiteSupport

/// The cancellable effects in flight in every store of the process, under upstream's name: a
/// test base class checks after each test that none outlived it.
///
/// ```swift
/// @_spi(Internals) import ComposableArchitecture
///
/// override func tearDown() async throws {
///   try await super.tearDown()
///   _cancellationCancellables.withValue {
///     XCTAssertEqual($0.count, 0, "an effect outlived \(self)")
///     $0.removeAll()
///   }
/// }
/// ```
@_spi(Internals) public let _cancellationCancellables = LockIsolated(CancellablesCollection())

/// What ``_cancellationCancellables`` holds: a view of the work registered under cancellation
/// ids in every live store (and outside stores, by `withTaskCancellation(id:)`).
@_spi(Internals) public final class CancellablesCollection: Sendable {
  /// How many cancellation ids have work in flight, over every live store.
  public var count: Int {
    EffectRegistry.aliveRegistries.reduce(0) { $0 + $1.registeredIDCount }
  }

  /// Cancels all work registered under cancellation ids, so the next test starts with none.
  public func removeAll() {
    for registry in EffectRegistry.aliveRegistries { registry.cancelRegisteredUnderIDs() }
  }
}

extension EffectRegistry {
  /// The registries alive now (the process-wide one once work outside stores used it).
  static var aliveRegistries: [EffectRegistry] {
    alive.withLock { $0.values.compactMap(\.registry) }
  }
}
