import Foundation

extension PseudoTerminal {
  /// Reads until a row of the screen contains `text`, as the blocking `waitFor(_:timeout:)` does, on
  /// a thread of its own.
  ///
  /// The wait blocks its thread, and a concurrency thread it blocks is one other tasks cannot run
  /// on (with the main serial executor on, it is the main thread): from async code, use this.
  public func waitFor(_ text: String, timeout: Duration = .seconds(10)) async throws {
    let terminal = Handoff(self)
    try await onOwnThread { try terminal.value.waitFor(text, timeout: timeout) }
  }

  /// Reads the program's output until it exits or `timeout` passes, as
  /// the blocking `waitForExit(timeout:)` does, on a thread of its own; returns its exit status, or `nil`
  /// if it is still running.
  public func waitForExit(timeout: Duration) async -> Int32? {
    let terminal = Handoff(self)
    return await onOwnThread { terminal.value.waitForExit(timeout: timeout) }
  }
}

/// A value handed to another thread while its owner is suspended waiting for that thread, so only
/// one thread uses it at a time.
private struct Handoff<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}

/// Runs `work` on a new thread and suspends the caller, without holding its thread, until it ends.
private func onOwnThread<Value: Sendable, Failure: Error>(
  _ work: @escaping @Sendable () throws(Failure) -> Value
) async throws(Failure) -> Value {
  let outcome = await withCheckedContinuation { continuation in
    Thread { continuation.resume(returning: Result { () throws(Failure) in try work() }) }.start()
  }
  return try outcome.get()
}
