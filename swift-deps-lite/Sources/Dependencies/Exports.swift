// What `import Dependencies` brings besides its own API, as upstream's does: `LockIsolated`,
// `ActorIsolated` and `UncheckedSendable`; issue reporting (`reportIssue`, `withErrorReporting`,
// `unimplemented`); XCTestDynamicOverlay's `XCTFail`, which code written before IssueReporting
// calls in its test values; and, where the platform lacks them, Darwin's `NSEC_PER_SEC` family
// (`Task.sleep(nanoseconds: NSEC_PER_SEC)`).
@_exported import ConcurrencyExtras
@_exported import DarwinTimeConstants
@_exported import IssueReporting
@_exported import XCTestDynamicOverlay
