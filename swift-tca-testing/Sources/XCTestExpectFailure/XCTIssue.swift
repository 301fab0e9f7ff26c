#if !canImport(ObjectiveC)
  /// A test failure, as `XCTExpectFailure`'s `issueMatcher` sees it: XCTest's type, which
  /// XCTest off Apple platforms lacks.
  ///
  /// ```swift
  /// XCTExpectFailure {
  ///   $0.compactDescription.hasSuffix("Expected state to change, but no change occurred.")
  /// }
  /// ```
  public struct XCTIssue: Sendable {
    /// The kinds of test failure.
    public enum IssueType: Int, Sendable {
      /// A failed assertion, such as a `TestStore` assertion or `reportIssue`.
      case assertionFailure = 0
      /// An error thrown by the test.
      case thrownError = 1
      /// An uncaught exception.
      case uncaughtException = 2
      /// A performance regression.
      case performanceRegression = 3
      /// A failure of the testing machinery.
      case system = 4
      /// An expected failure that did not occur.
      case unmatchedExpectedFailure = 5
    }

    /// The kind of failure.
    public var type: IssueType

    /// The failure's message.
    public var compactDescription: String

    /// A longer message, when there is one.
    public var detailedDescription: String?

    /// Where the failure was reported.
    public var sourceCodeContext: XCTSourceCodeContext

    /// A failure of `type` described by `compactDescription`, reported at `sourceCodeContext`.
    public init(
      type: IssueType, compactDescription: String, detailedDescription: String? = nil,
      sourceCodeContext: XCTSourceCodeContext = XCTSourceCodeContext()
    ) {
      self.type = type
      self.compactDescription = compactDescription
      self.detailedDescription = detailedDescription
      self.sourceCodeContext = sourceCodeContext
    }
  }

  /// XCTest's name for the failure its `issueMatcher` closures receive.
  public typealias XCTIssueReference = XCTIssue
#endif
