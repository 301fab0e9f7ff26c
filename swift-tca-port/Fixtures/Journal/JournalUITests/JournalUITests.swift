import XCTest

final class JournalUITests: XCTestCase {
  @MainActor
  func testLaunch() throws {
    let app = XCUIApplication()
    app.launch()
    XCTAssertTrue(app.navigationBars["Journal"].exists)
  }
}
