#if !canImport(ObjectiveC)
  import XCTest

  /// Expects the test to fail from here to its end: failures reported through IssueReporting
  /// (every `TestStore` failure, `reportIssue`) that `issueMatcher` accepts (all, without one) do
  /// not fail the test. Strict, as by default, the test fails if none occurs.
  ///
  /// XCTest has this function on Apple platforms only; this is it for the others, so upstream
  /// tests compile and behave the same:
  ///
  /// ```swift
  /// XCTExpectFailure {
  ///   $0.compactDescription.hasSuffix("Expected state to change, but no change occurred.")
  /// }
  /// await store.send(.first) { _ = $0 }
  /// ```
  ///
  /// Failures XCTest records itself (`XCTFail`, `XCTAssert…`) cannot be intercepted off Apple
  /// platforms: they still fail the test.
  ///
  /// - Parameters:
  ///   - failureReason: Why the failure is expected; shown if none occurs.
  ///   - enabled: `false` expects nothing (default `true`).
  ///   - strict: `false` lets the test pass without the failure (default `true`).
  ///   - issueMatcher: Which failures are expected (default: all).
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public func XCTExpectFailure(
    _ failureReason: String? = nil,
    enabled: Bool? = nil,
    strict: Bool? = nil,
    file: StaticString = #filePath,
    line: UInt = #line,
    issueMatcher: ((XCTIssueReference) -> Bool)? = nil
  ) {
    guard enabled ?? true else { return }
    let expectation = ExpectedFailure(
      reason: failureReason, isStrict: strict ?? true, matcher: issueMatcher, file: file,
      line: line)
    ExpectedFailures.shared.expectUntilEndOfTest(expectation)
  }

  /// Runs `failingBlock` expecting it to fail: failures reported through IssueReporting while it
  /// runs (every `TestStore` failure, `reportIssue`) that `issueMatcher` accepts (all, without
  /// one) do not fail the test. Strict, as by default, the test fails if none occurs.
  ///
  /// XCTest has this function on Apple platforms only; this is it for the others:
  ///
  /// ```swift
  /// XCTExpectFailure {
  ///   reportIssue("Known bug")
  /// }
  /// ```
  ///
  /// Failures XCTest records itself (`XCTFail`, `XCTAssert…`) cannot be intercepted off Apple
  /// platforms: they still fail the test.
  ///
  /// - Parameters:
  ///   - failureReason: Why the failure is expected; shown if none occurs.
  ///   - enabled: `false` expects nothing (default `true`).
  ///   - strict: `false` lets the block pass without the failure (default `true`).
  ///   - failingBlock: The code expected to fail.
  ///   - issueMatcher: Which failures are expected (default: all).
  /// - Returns: What `failingBlock` returns.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  @discardableResult
  public func XCTExpectFailure<Result>(
    _ failureReason: String? = nil,
    enabled: Bool? = nil,
    strict: Bool? = nil,
    file: StaticString = #filePath,
    line: UInt = #line,
    failingBlock: () throws -> Result,
    issueMatcher: ((XCTIssueReference) -> Bool)? = nil
  ) rethrows -> Result {
    guard enabled ?? true else { return try failingBlock() }
    let expectation = ExpectedFailure(
      reason: failureReason, isStrict: strict ?? true, matcher: issueMatcher, file: file,
      line: line)
    ExpectedFailures.shared.begin(expectation)
    defer { ExpectedFailures.shared.end(expectation) }
    return try failingBlock()
  }
#endif
