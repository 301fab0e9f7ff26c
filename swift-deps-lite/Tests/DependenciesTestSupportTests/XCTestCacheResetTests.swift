import Dependencies
import DependenciesTestSupport
import Synchronization
import XCTest

/// A test value with state: a test that sees another test's count has been leaked a value.
private final class Tally: Sendable {
  private let count = Mutex(0)
  func next() -> Int {
    count.withLock {
      $0 += 1
      return $0
    }
  }
}

private enum TallyKey: TestDependencyKey {
  static var testValue: Tally { Tally() }
}

extension DependencyValues {
  fileprivate var tally: Tally {
    get { self[TallyKey.self] }
    set { self[TallyKey.self] = newValue }
  }
}

/// Each test counts from 1 with the same dependency: whichever runs second fails if the cache of
/// test values leaked from the first.
final class XCTestCacheResetTests: XCTestCase {
  func testFirstCountsFromOne() {
    @Dependency(\.tally) var tally
    XCTAssertEqual(tally.next(), 1)
    XCTAssertEqual(tally.next(), 2)
  }

  func testSecondCountsFromOne() {
    @Dependency(\.tally) var tally
    XCTAssertEqual(tally.next(), 1)
    XCTAssertEqual(tally.next(), 2)
  }

  func testThirdCountsFromOne() {
    @Dependency(\.tally) var tally
    XCTAssertEqual(tally.next(), 1)
  }
}
