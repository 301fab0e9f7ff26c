import Dependencies
import XCTest

/// The test context is detected under XCTest too, and a reported issue fails an XCTest test.
final class XCTestContextTests: XCTestCase {
  func testContextIsTestUnderXCTest() async {
    @Dependency(\.context) var context
    XCTAssertEqual(context, .test)
  }

  func testTestValuesAreUsedUnderXCTest() async throws {
    @Dependency(\.numberFact) var numberFact
    let fact = try await numberFact.fetch(9)
    XCTAssertEqual(fact, "9 is a test number.")
  }
}
