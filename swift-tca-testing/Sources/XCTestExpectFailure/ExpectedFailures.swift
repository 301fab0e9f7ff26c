#if !canImport(ObjectiveC)
  import LiteSupport
  import Foundation
  import IssueReporting
  import XCTest

  /// What one `XCTExpectFailure` call expects, and how many failures it absorbed.
  // Unchecked: the matcher, which XCTest's signature does not make `Sendable`, is only called
  // while an issue is reported, never concurrently with its creation.
  final class ExpectedFailure: @unchecked Sendable {
    let reason: String?
    let isStrict: Bool
    let matcher: ((XCTIssue) -> Bool)?
    let file: StaticString
    let line: UInt
    /// XCTest's signatures take no column; Swift Testing requires one of at least 1.
    let column: UInt = 1
    private let absorbed = VisibleLock(0)

    init(
      reason: String?, isStrict: Bool, matcher: ((XCTIssue) -> Bool)?, file: StaticString,
      line: UInt
    ) {
      self.reason = reason
      self.isStrict = isStrict
      self.matcher = matcher
      self.file = file
      self.line = line
    }

    /// Whether `issue` is one this expects; if so, it is counted.
    func absorbs(_ issue: XCTIssue) -> Bool {
      guard matcher?(issue) ?? true else { return false }
      absorbed.withLock { $0 += 1 }
      return true
    }

    /// Fails the test if this was strict and absorbed nothing.
    func checkFulfilled() {
      guard isStrict, absorbed.withLock({ $0 }) == 0 else { return }
      reportIssue(
        """
        Expected failure did not occur\(reason.map { ": \($0)" } ?? "").

        "XCTExpectFailure" is strict: no failure it matches was recorded. Remove it, or pass \
        "strict: false" if the failure occurs only sometimes.
        """,
        fileID: file, filePath: file, line: line, column: column
      )
    }
  }

  /// The expected failures in effect, and the issue reporter that consults them.
  final class ExpectedFailures: Sendable {
    static let shared = ExpectedFailures()

    private struct State {
      var active: [ExpectedFailure] = []
      var isInstalled = false
    }
    private let state = VisibleLock(State())

    /// Expects failures while a block runs.
    func begin(_ expectation: ExpectedFailure) {
      install()
      state.withLock { $0.active.append(expectation) }
    }

    /// Stops expecting, then fails the test if a strict expectation absorbed nothing.
    func end(_ expectation: ExpectedFailure) {
      state.withLock { $0.active.removeAll { $0 === expectation } }
      expectation.checkFulfilled()
    }

    /// Expects failures until the running test ends, checked by one of its teardown blocks.
    func expectUntilEndOfTest(_ expectation: ExpectedFailure) {
      install()
      guard let testCase = TestCaseObserver.shared.currentTestCase else {
        reportIssue(
          """
          "XCTExpectFailure" without a block was called outside an XCTest test case: it expects \
          failures until the test ends. Wrap the failing code in its block instead.
          """,
          fileID: expectation.file, filePath: expectation.file, line: expectation.line,
          column: expectation.column
        )
        return
      }
      begin(expectation)
      testCase.addTeardownBlock { [self] in end(expectation) }
    }

    /// Whether an expectation in effect, the innermost first, takes this failure, reported at
    /// `filePath`:`line`.
    func absorbs(_ message: String, filePath: StaticString, line: UInt) -> Bool {
      let location = XCTSourceCodeLocation(filePath: "\(filePath)", lineNumber: Int(line))
      let issue = XCTIssue(
        type: .assertionFailure, compactDescription: message,
        sourceCodeContext: XCTSourceCodeContext(location: location))
      let active = state.withLock { $0.active }
      return active.reversed().contains { $0.absorbs(issue) }
    }

    /// Puts the expecting reporter in front of the process's issue reporters, once.
    private func install() {
      let isFirst = state.withLock { state in
        defer { state.isInstalled = true }
        return !state.isInstalled
      }
      guard isFirst else { return }
      TestCaseObserver.shared.register()
      IssueReporters.current = [ExpectingReporter(forwardingTo: IssueReporters.current)]
    }
  }

  /// Hands each issue to the expected failures in effect; the ones they do not take, and all when
  /// none is in effect, go on to the reporters it replaced.
  struct ExpectingReporter: IssueReporter {
    let reporters: [any IssueReporter]

    init(forwardingTo reporters: [any IssueReporter]) {
      self.reporters = reporters
    }

    func reportIssue(
      _ message: @autoclosure () -> String?,
      severity: IssueSeverity,
      fileID: StaticString,
      filePath: StaticString,
      line: UInt,
      column: UInt
    ) {
      let message = message()
      if severity == .error,
        ExpectedFailures.shared.absorbs(message ?? "", filePath: filePath, line: line)
      {
        print("\(filePath):\(line): expected failure: \(message ?? "")")
        return
      }
      for reporter in reporters {
        reporter.reportIssue(
          message, severity: severity, fileID: fileID, filePath: filePath, line: line,
          column: column)
      }
    }

    func expectIssue(
      _ message: @autoclosure () -> String?,
      fileID: StaticString,
      filePath: StaticString,
      line: UInt,
      column: UInt
    ) {
      let message = message()
      for reporter in reporters {
        reporter.expectIssue(
          message, fileID: fileID, filePath: filePath, line: line, column: column)
      }
    }
  }

  /// Knows the XCTest test case running now, whose teardown ends a block-less expectation.
  // Unchecked: XCTest calls the observer on the thread running the tests, one test at a time.
  final class TestCaseObserver: NSObject, XCTestObservation, @unchecked Sendable {
    static let shared = TestCaseObserver()
    private let lock = NSLock()
    private var testCase: XCTestCase?
    private let isRegistered = VisibleLock(false)

    var currentTestCase: XCTestCase? { lock.withLock { testCase } }

    /// Starts observing, once. It must happen before the first test starts for that test to be
    /// known: the test binary does it as it loads (below).
    func register() {
      let isFirst = isRegistered.withLock { registered in
        defer { registered = true }
        return !registered
      }
      guard isFirst else { return }
      XCTestObservationCenter.shared.addTestObserver(self)
    }

    func testCaseWillStart(_ testCase: XCTestCase) {
      lock.withLock { self.testCase = testCase }
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
      lock.withLock { self.testCase = nil }
    }
  }

  // `@used` and `@section` are Swift 6.3's; with 6.2 the observer registers at the first
  // `XCTExpectFailure`, so a block-less one in the first test that calls it reports that it
  // cannot tell when the test ends.
  #if compiler(>=6.3) && (os(Linux) || os(Android) || os(FreeBSD) || os(OpenBSD))
    // An ELF initializer: the loader calls it as the test binary loads, before any test starts.
    @used @section(".init_array")
    let registersTestCaseObserverAtLoad: @convention(c) () -> Void = {
      TestCaseObserver.shared.register()
    }
  #endif
#endif
