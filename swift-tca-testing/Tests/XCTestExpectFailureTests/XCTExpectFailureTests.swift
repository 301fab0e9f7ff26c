import ComposableArchitectureTesting
import IssueReporting
import XCTest
import XCTestExpectFailure

/// Upstream's tests expect `TestStore` failures with `XCTExpectFailure`, which XCTest has only on
/// Apple platforms; `XCTestExpectFailure` brings it to the others. These run as upstream's do.
final class XCTExpectFailureTests: XCTestCase {
  @MainActor
  func testABlockAbsorbsATestStoreFailureItMatches() async {
    let store = TestStore(initialState: 0) {
      Reduce<Int, Void> { state, _ in
        state += 1
        return .none
      }
    }
    await store.send(()) { $0 = 1 }
    // A failing assertion inside the block: the test passes.
    XCTExpectFailure {
      $0.compactDescription.hasPrefix("A state change does not match expectation.")
    }
    await store.send(()) { $0 = 3 }
    XCTAssertEqual(store.state, 2)
  }

  // Upstream's matchers read where the failure was reported.
  func testAMatcherReadsTheFileAndLineOfTheFailure() {
    let line = #line
    XCTExpectFailure {
      reportIssue("Known bug")
    } issueMatcher: {
      $0.sourceCodeContext.location?.lineNumber == line + 2
        && $0.sourceCodeContext.location?.fileURL.lastPathComponent
          == "XCTExpectFailureTests.swift"
    }
  }

  func testTheBlockFormReturnsItsValueAndAbsorbsIssues() {
    let value = XCTExpectFailure {
      reportIssue("Known bug")
      return 42
    } issueMatcher: {
      $0.compactDescription == "Known bug" && $0.type == .assertionFailure
    }
    XCTAssertEqual(value, 42)
  }

  func testAStrictBlockThatReportsNothingFailsWithTheExpectedFailureWording() {
    // The outer expectation catches what the inner one reports when nothing failed in it.
    XCTExpectFailure {
      $0.compactDescription.hasPrefix("Expected failure did not occur: nothing fails here.")
    }
    XCTExpectFailure("nothing fails here") {
      _ = 1 + 1
    }
  }

  func testANonStrictBlockThatReportsNothingPasses() {
    XCTExpectFailure(strict: false) {
      _ = 1 + 1
    }
  }

  func testADisabledExpectationExpectsNothing() {
    XCTExpectFailure {
      $0.compactDescription == "Reported"
    }
    XCTExpectFailure(enabled: false) {
      reportIssue("Reported")
    }
  }

  func testAnIssueTheMatcherRejectsStillFailsTheTest() {
    XCTExpectFailure {
      $0.compactDescription == "Not matched"
    }
    XCTExpectFailure(strict: false) {
      reportIssue("Not matched")
    } issueMatcher: {
      $0.compactDescription == "Something else"
    }
  }

  func testAnUnmetExpectationWithoutABlockFailsTheTestAtItsEnd() {
    // Teardown ends the inner expectation first; what it reports reaches the outer one.
    XCTExpectFailure {
      $0.compactDescription.hasPrefix("Expected failure did not occur: until the end.")
    }
    XCTExpectFailure("until the end")
  }

  @MainActor
  func testAnExpectationWithoutABlockCoversTheEndOfTestChecks() async {
    XCTExpectFailure {
      $0.compactDescription.hasPrefix("The store received 1 unexpected action.")
    }
    enum Action { case first, second }
    let store = TestStore(initialState: 0) {
      Reduce<Int, Action> { _, action in
        action == .first ? .send(.second) : .none
      }
    }
    await store.send(.first)
  }
}
