// What `import Dependencies` brings besides its own API, as upstream's does: `LockIsolated`,
// `ActorIsolated` and `UncheckedSendable`; issue reporting (`reportIssue`, `withErrorReporting`,
// `unimplemented`); and XCTestDynamicOverlay's `XCTFail`, which code written before
// IssueReporting calls in its test values.
@_exported import ConcurrencyExtras
@_exported import IssueReporting
@_exported import XCTestDynamicOverlay
