import IssueReporting

extension DependencyValues {
  /// Starts work whose result nobody waits for: analytics, logging. In tests the work runs to
  /// the end before the call returns, so its effects can be asserted.
  ///
  /// ```swift
  /// @Dependency(\.fireAndForget) var fireAndForget
  /// await fireAndForget { try await analytics.track("saved") }
  /// ```
  public var fireAndForget: FireAndForget {
    get { self[FireAndForgetKey.self] }
    set { self[FireAndForgetKey.self] = newValue }
  }

  enum FireAndForgetKey: DependencyKey {
    static var liveValue: FireAndForget { FireAndForget(waits: false) }
    static var testValue: FireAndForget { FireAndForget(waits: true) }
  }
}

/// Runs work without waiting for it; see ``DependencyValues/fireAndForget``.
public struct FireAndForget: Sendable {
  /// Starts the work given last, in a task of the name and priority given first.
  public let operation:
    @Sendable (String?, TaskPriority?, @Sendable @escaping () async throws -> Void) async -> Void

  init(waits: Bool) {
    operation = { name, priority, work in
      let task = withEscapedDependencies { dependencies in
        Task(name: name, priority: priority) {
          try await dependencies.yield { try await work() }
        }
      }
      guard waits else { return }
      if case let .failure(error) = await task.result { reportIssue(error) }
    }
  }

  /// Starts `work` in a task that inherits the current dependencies, named `name` for
  /// debugging. In the app its errors are ignored; in tests it is awaited, and an error it throws
  /// is a reported issue.
  ///
  /// ```swift
  /// await fireAndForget(name: "Track save") { try await analytics.track("saved") }
  /// ```
  public func callAsFunction(
    name: String? = nil,
    priority: TaskPriority? = nil,
    _ work: @escaping @Sendable () async throws -> Void
  ) async {
    await operation(name, priority, work)
  }
}
