import ComposableArchitectureTesting
import FeatureFixtures
import XCTest

/// Proves test store failures reach XCTest: this test case records failures instead of failing,
/// then checks what was recorded. (XCTest on Linux has no `XCTExpectFailure`.)
final class XCTestReportingTests: XCTestCase {
  private var recordedFailures: [String] = []

  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
    expected: Bool
  ) {
    recordedFailures.append(description)
  }

  func testAStateMismatchIsAnXCTestFailure() async {
    await Self.sendWithAWrongExpectation()
    let failures = recordedFailures
    XCTAssertEqual(failures.count, 1)
    XCTAssertTrue(
      failures.first?.contains("A state change does not match expectation.") == true,
      "\(failures)"
    )
  }

  /// XCTest off Apple platforms cannot expect a failure, so skipped work is printed there rather
  /// than failing the test.
  func testShowingSkippedAssertionsDoesNotFail() async {
    await Self.skipWorkWhileShowingIt()
    XCTAssertEqual(recordedFailures, [])
  }

  @MainActor
  private static func skipWorkWhileShowingIt() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    store.exhaustivity = .off(showSkippedAssertions: true)
    await store.send(.twice)
    await store.send(.numberFactButtonTapped)
    await store.receive(\.numberFactResponse) { $0.numberFact = "2 is a test fact." }
    await store.send(.never)
  }

  @MainActor
  private static func sendWithAWrongExpectation() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.incrementButtonTapped) { $0.count = 2 }
  }
}
