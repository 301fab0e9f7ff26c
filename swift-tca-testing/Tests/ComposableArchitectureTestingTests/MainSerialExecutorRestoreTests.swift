import ComposableArchitectureTesting
import ConcurrencyExtras
import XCTest

/// A test store puts back the main serial executor switch as it found it, even while a store of
/// an earlier test is still alive (an `XCTestCase` keeps its properties until the run ends). XCTest
/// runs these one at a time, so no other test changes the switch meanwhile.
final class MainSerialExecutorRestoreTests: XCTestCase {
  func testAStoreRestoresTheSwitchItFoundWhileAnEarlierStoreLives() async {
    let earlier = await Self.makeStore()
    uncheckedUseMainSerialExecutor = false
    var store: TestStore<Int, Void>? = await Self.makeStore()
    XCTAssertTrue(uncheckedUseMainSerialExecutor)
    store = nil
    XCTAssertFalse(uncheckedUseMainSerialExecutor)

    uncheckedUseMainSerialExecutor = true
    store = await Self.makeStore()
    store = nil
    XCTAssertTrue(uncheckedUseMainSerialExecutor)
    _ = (store, earlier)
  }

  func testStoresReleasedOutOfOrderRestoreWhatTheFirstFound() async {
    uncheckedUseMainSerialExecutor = false
    var first: TestStore<Int, Void>? = await Self.makeStore()
    var second: TestStore<Int, Void>? = await Self.makeStore()
    first = nil
    XCTAssertTrue(uncheckedUseMainSerialExecutor, "the second store still wants it")
    second = nil
    XCTAssertFalse(uncheckedUseMainSerialExecutor)
    _ = (first, second)
  }

  @MainActor
  private static func makeStore() -> TestStore<Int, Void> {
    TestStore(initialState: 0) { EmptyReducer<Int, Void>() }
  }
}
