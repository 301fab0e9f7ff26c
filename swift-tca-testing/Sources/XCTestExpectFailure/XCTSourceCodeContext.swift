#if !canImport(ObjectiveC)
  import Foundation

  /// Where a test failure happened, as `XCTIssue.sourceCodeContext` tells an `issueMatcher`:
  /// XCTest's type, which XCTest off Apple platforms lacks.
  ///
  /// ```swift
  /// XCTExpectFailure {
  ///   $0.sourceCodeContext.location?.fileURL.lastPathComponent == "FeatureTests.swift"
  /// }
  /// ```
  public struct XCTSourceCodeContext: Sendable {
    /// The file and line the failure was reported at, when known.
    public var location: XCTSourceCodeLocation?

    /// A context at `location`.
    public init(location: XCTSourceCodeLocation? = nil) {
      self.location = location
    }
  }

  /// A file and line, as XCTest describes where a failure happened.
  ///
  /// ```swift
  /// $0.sourceCodeContext.location?.lineNumber == line + 1
  /// ```
  public struct XCTSourceCodeLocation: Sendable {
    /// The file, as a file URL.
    public var fileURL: URL
    /// The line in the file, from 1.
    public var lineNumber: Int

    /// A location in the file at `fileURL`.
    public init(fileURL: URL, lineNumber: Int) {
      self.fileURL = fileURL
      self.lineNumber = lineNumber
    }

    /// A location in the file at `filePath`.
    public init(filePath: String, lineNumber: Int) {
      self.init(fileURL: URL(fileURLWithPath: filePath), lineNumber: lineNumber)
    }
  }
#endif
