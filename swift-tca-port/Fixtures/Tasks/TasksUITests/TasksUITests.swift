import XCTest

final class TasksUITests: XCTestCase {
  @MainActor
  func testLaunch() {
    let app = XCUIApplication()
    app.launch()
    XCTAssertTrue(app.navigationBars.element.exists)
  }
}
