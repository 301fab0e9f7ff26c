import IssueReporting

extension DependencyValues {
  /// Checks an invariant: like Swift's `assert` in the app, a reported issue in tests (so a
  /// test can expect it instead of crashing).
  ///
  /// ```swift
  /// @Dependency(\.assert) var assert
  /// assert(count >= 0, "count went negative")
  /// ```
  public var assert: AssertionEffect {
    get { self[AssertionKey.self] }
    set { self[AssertionKey.self] = newValue }
  }

  /// Signals a state that must not happen: like Swift's `assertionFailure` in the app, a
  /// reported issue in tests.
  ///
  /// ```swift
  /// @Dependency(\.assertionFailure) var assertionFailure
  /// assertionFailure("unreachable")
  /// ```
  public var assertionFailure: AssertionFailureEffect {
    get { self[AssertionFailureKey.self] }
    set { self[AssertionFailureKey.self] = newValue }
  }

  /// Checks a condition that must hold even in optimized builds: like Swift's `precondition` in
  /// the app (it stops the process), a reported issue in tests.
  ///
  /// ```swift
  /// @Dependency(\.precondition) var precondition
  /// precondition(index < count, "index out of range")
  /// ```
  public var precondition: AssertionEffect {
    get { self[PreconditionKey.self] }
    set { self[PreconditionKey.self] = newValue }
  }

  enum PreconditionKey: DependencyKey {
    static var liveValue: AssertionEffect {
      AssertionEffect { condition, message, _, _, _, _ in Swift.precondition(condition(), message())
      }
    }
    static var testValue: AssertionEffect { AssertionKey.testValue }
  }

  enum AssertionKey: DependencyKey {
    static var liveValue: AssertionEffect {
      AssertionEffect { condition, message, _, _, _, _ in Swift.assert(condition(), message()) }
    }
    static var testValue: AssertionEffect {
      AssertionEffect { condition, message, fileID, filePath, line, column in
        guard !condition() else { return }
        reportIssue(
          message().isEmpty ? "Assertion failed" : message(),
          fileID: fileID, filePath: filePath, line: line, column: column)
      }
    }
  }

  enum AssertionFailureKey: DependencyKey {
    static var liveValue: AssertionFailureEffect {
      AssertionFailureEffect { message, _, _, _, _ in Swift.assertionFailure(message()) }
    }
    static var testValue: AssertionFailureEffect {
      AssertionFailureEffect { message, fileID, filePath, line, column in
        reportIssue(
          message().isEmpty ? "Assertion failed" : message(),
          fileID: fileID, filePath: filePath, line: line, column: column)
      }
    }
  }
}

/// Checks a condition; see ``DependencyValues/assert``.
public struct AssertionEffect: Sendable {
  private let check:
    @Sendable (
      _ condition: () -> Bool, _ message: () -> String,
      _ fileID: StaticString, _ filePath: StaticString, _ line: UInt, _ column: UInt
    ) -> Void

  /// An assertion that runs `check` with the condition and message.
  ///
  /// ```swift
  /// $0.assert = AssertionEffect { condition, message, _, _, _, _ in
  ///   if !condition() { log(message()) }
  /// }
  /// ```
  public init(
    _ check:
      @escaping @Sendable (
        _ condition: () -> Bool, _ message: () -> String,
        _ fileID: StaticString, _ filePath: StaticString, _ line: UInt, _ column: UInt
      ) -> Void
  ) {
    self.check = check
  }

  /// Checks that `condition` holds.
  public func callAsFunction(
    _ condition: @autoclosure () -> Bool,
    _ message: @autoclosure () -> String = "",
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    check(condition, message, fileID, filePath, line, column)
  }
}

/// Signals a failure; see ``DependencyValues/assertionFailure``.
public struct AssertionFailureEffect: Sendable {
  private let fail:
    @Sendable (
      _ message: () -> String,
      _ fileID: StaticString, _ filePath: StaticString, _ line: UInt, _ column: UInt
    ) -> Void

  /// A failure handler that runs `fail` with the message.
  ///
  /// ```swift
  /// $0.assertionFailure = AssertionFailureEffect { message, _, _, _, _ in log(message()) }
  /// ```
  public init(
    _ fail:
      @escaping @Sendable (
        _ message: () -> String,
        _ fileID: StaticString, _ filePath: StaticString, _ line: UInt, _ column: UInt
      ) -> Void
  ) {
    self.fail = fail
  }

  /// Signals that this point must not be reached.
  public func callAsFunction(
    _ message: @autoclosure () -> String = "",
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    fail(message, fileID, filePath, line, column)
  }
}
