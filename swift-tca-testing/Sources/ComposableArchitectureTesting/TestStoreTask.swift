import IssueReporting
import Synchronization

/// The effects started by one test store `send`.
///
/// ```swift
/// let task = await store.send(.onAppear)
/// await task.cancel()  // as if the view disappeared
/// ```
public struct TestStoreTask: Hashable, Sendable {
  let rawValue: Task<Void, Never>?

  /// Cancels the effects and waits for them to end.
  public func cancel() async {
    rawValue?.cancel()
    await rawValue?.value
  }

  /// Waits until the effects finish, failing the test if they have not after `timeout`.
  ///
  /// ```swift
  /// await store.send(.load).finish()
  /// ```
  @MainActor
  public func finish(
    timeout: Duration = .seconds(1),
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    guard let rawValue else { return }
    let finished = Mutex(false)
    let waiter = Task {
      await rawValue.value
      finished.withLock { $0 = true }
    }
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while !finished.withLock({ $0 }), clock.now < deadline {
      await Task.yield()
    }
    guard finished.withLock({ $0 }) else {
      waiter.cancel()
      reportIssue(
        "Expected task to finish, but it is still in-flight after \(timeout.secondsDescription) seconds.",
        fileID: fileID, filePath: filePath, line: line, column: column)
      return
    }
  }

  /// Whether the effects were cancelled; `true` when the action started none.
  public var isCancelled: Bool {
    rawValue?.isCancelled ?? true
  }
}
