#if canImport(XCTest)
  @_spi(Internals) public import Dependencies
  import XCTest

  /// Registers the XCTest observer that gives each XCTest test its own dependency test values.
  /// `Dependencies` finds this type by name the first time an XCTest test resolves a test value.
  @_spi(Internals) public enum XCTestCacheResetRegistrar: _XCTestCacheResetting {
    /// Adds the observer to XCTest's observation center.
    public static func _registerObserver() {
      XCTestObservationCenter.shared.addTestObserver(TestValuesReset())
    }
  }

  /// Forgets the test values of the previous XCTest test when the next one starts.
  private final class TestValuesReset: NSObject, XCTestObservation {
    func testCaseWillStart(_ testCase: XCTestCase) {
      DependencyValues._resetXCTestValues()
    }
  }
#endif
