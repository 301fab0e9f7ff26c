import IssueReporting
import Testing
import XCTestExpectFailure

/// `XCTExpectFailure` without a block needs a running XCTest test case to end with.
@Test func anExpectationWithoutABlockOutsideAnXCTestIsAnIssueAndExpectsNothing() {
  withKnownIssue {
    XCTExpectFailure("outside")
  } matching: { issue in
    issue.description.contains(
      #""XCTExpectFailure" without a block was called outside an XCTest test case"#)
  }
  // Nothing is expected afterwards: a reported issue still fails.
  withKnownIssue {
    reportIssue("Still a failure")
  } matching: { issue in
    issue.description.contains("Still a failure")
  }
}
