import Dependencies
import Testing

// `import Dependencies` alone brings what upstream's brings: code written for upstream calls
// `XCTFail` in test values, `LockIsolated` in tests and `reportIssue` in clients.

struct ExportsTests {
  @Test func xctFailFromATestValueIsAReportedIssue() {
    withKnownIssue {
      XCTFail("Unimplemented: @Dependency(\\.safari)")
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("Unimplemented: @Dependency(\\.safari)") }
        || issue.description.contains("Unimplemented: @Dependency(\\.safari)")
    }
  }

  @Test func lockIsolatedAndReportIssueNeedNoOtherImport() {
    let count = LockIsolated(0)
    count.withValue { $0 += 1 }
    #expect(count.value == 1)
    withKnownIssue {
      reportIssue("a client was misused")
    }
  }
}
