import IssueReporting

extension DependencyValues {
  /// Starts work whose result nobody waits for: analytics, logging. In tests the work runs to
  /// the end before the call returns, so its effects can be asserted.
  ///
  /// ```swift
  /// @Dependency(\.fireAndForget) var fireAndForget
  /// await fireAndForget { try await analytics.track("saved") }
  /// ```
  public var fireAndForget: FireAndForgetEffect {
    get { self[FireAndForgetKey.self] }
    set { self[FireAndForgetKey.self] = newValue }
  }

  enum FireAndForgetKey: DependencyKey {
    static var liveValue: FireAndForgetEffect { FireAndForgetEffect(waits: false) }
    static var testValue: FireAndForgetEffect { FireAndForgetEffect(waits: true) }
  }
}

/// Runs work without waiting for it; see ``DependencyValues/fireAndForget``.
public struct FireAndForgetEffect: Sendable {
  let waits: Bool

  /// Starts `work` in a task that inherits the current dependencies. In the app its errors are
  /// ignored; in tests it is awaited, and an error it throws is a reported issue.
  ///
  /// ```swift
  /// await fireAndForget { try await analytics.track("saved") }
  /// ```
  public func callAsFunction(
    priority: TaskPriority? = nil,
    _ work: @escaping @Sendable () async throws -> Void
  ) async {
    let task = withEscapedDependencies { dependencies in
      Task(priority: priority) {
        try await dependencies.yield { try await work() }
      }
    }
    guard waits else { return }
    if case let .failure(error) = await task.result { reportIssue(error) }
  }
}
