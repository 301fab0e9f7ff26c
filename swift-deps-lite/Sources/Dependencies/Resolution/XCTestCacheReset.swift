import Synchronization

/// Gives XCTest tests a fresh cache of test values each, as Swift Testing tests have.
///
/// This module does not link XCTest (apps would carry it), so the observer that resets the cache
/// when a test case starts lives in `DependenciesTestSupport`, which a test target links. It is
/// found by its type's mangled name, through the runtime's type records (a test binary's
/// functions are not exported), the first time an XCTest test resolves a test value.
enum XCTestCacheReset {
  /// `DependenciesTestSupport.XCTestCacheResetRegistrar`, mangled.
  static let registrarName = "23DependenciesTestSupport25XCTestCacheResetRegistrarO"

  /// Registers the observer once, if the test binary links `DependenciesTestSupport`.
  static let install: Void = {
    guard let registrar = _typeByName(registrarName) as? any _XCTestCacheResetting.Type else {
      return
    }
    registrar._registerObserver()
    isRegistered.store(true, ordering: .releasing)
  }()

  private static let isRegistered = Atomic(false)

  /// Whether XCTest tests get a cache of their own.
  static var isActive: Bool {
    isRegistered.load(ordering: .acquiring)
  }
}

/// A type that registers an XCTest observer calling ``DependencyValues/_resetXCTestValues()``
/// when each test case starts; `DependenciesTestSupport` provides it.
@_spi(Internals) public protocol _XCTestCacheResetting {
  /// Registers the observer.
  static func _registerObserver()
}

extension DependencyValues {
  /// Forgets the test values XCTest tests resolved, so the next test creates its own. Called by
  /// `DependenciesTestSupport` when an XCTest test case starts.
  @_spi(Internals) public static func _resetXCTestValues() {
    DefaultValues.shared.resetXCTestValues(in: _current)
  }
}
