import IssueReporting
import Testing

/// Guards the test setup itself: without `IssueReportingTestSupport` linked into this target,
/// `reportIssue` would not reach Swift Testing and every failure test here would pass vacuously.
@Suite struct IssueReportingWiringTests {
  @Test func aReportedIssueFailsTheTest() {
    withKnownIssue {
      reportIssue("Deliberate issue proving reported issues reach Swift Testing")
    } matching: { issue in
      issue.description.contains("Deliberate issue proving reported issues reach Swift Testing")
    }
  }
}
