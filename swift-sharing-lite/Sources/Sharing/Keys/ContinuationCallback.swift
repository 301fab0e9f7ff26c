import Dependencies
import IssueReporting
import LiteSupport

/// The callback behind a ``LoadContinuation`` or ``SaveContinuation``: it runs once. A second
/// resume is a reported issue and is ignored; a continuation released without any resume is a
/// reported issue and resumes with `leakedResult`, so a task waiting on it never hangs.
final class ContinuationCallback<Argument: Sendable>: Sendable {
  private let callback: VisibleLock<(@Sendable (Argument) -> Void)?>
  private let leakedResult: Argument
  private let keyDescription: @Sendable () -> String
  private let location: _SourceLocation?

  init(
    leakedResult: Argument,
    keyDescription: @escaping @Sendable () -> String,
    location: _SourceLocation?,
    callback: @escaping @Sendable (Argument) -> Void
  ) {
    self.callback = VisibleLock(callback)
    self.leakedResult = leakedResult
    self.keyDescription = keyDescription
    self.location = location
  }

  deinit {
    guard let callback = callback.withLock({ $0.take() }) else { return }
    report(
      """
      \(quotedKey) leaked its continuation without one of its resume methods being invoked. \
      This will cause tasks waiting on it to resume immediately.
      """,
      at: location
    )
    callback(leakedResult)
  }

  func callAsFunction(_ argument: Argument) {
    guard let callback = callback.withLock({ $0.take() }) else {
      report("\(quotedKey) tried to resume its continuation more than once.", at: location)
      return
    }
    callback(argument)
  }

  /// The key as upstream's messages name it: `'.inMemory("count")'`, or `A shared key`.
  private var quotedKey: String {
    let description = keyDescription()
    return description.isEmpty ? "A shared key" : "'\(description)'"
  }
}
