import Foundation

/// A lock around a value whose contents need not be `Sendable`: shared storage holds arbitrary
/// values. Recursive, so code run under it may take it again on the same thread.
final class LockedValue<Contents>: @unchecked Sendable {
  // `contents` is only accessed while `lock` is held.
  private let lock = NSRecursiveLock()
  private var contents: Contents

  init(_ contents: Contents) {
    self.contents = contents
  }

  /// Runs `body` with the contents `inout`: for the library's own short updates only. Code that
  /// could reach this value again (the user's) must not run inside `body`, or the second access
  /// traps on Swift's exclusivity check; use ``locked(_:)`` for that.
  func withLock<R>(_ body: (inout Contents) throws -> R) rethrows -> R {
    lock.lock()
    defer { lock.unlock() }
    return try body(&contents)
  }

  /// Holds the lock while `body` runs, handing out no access to the contents: `body` reads and
  /// writes them through ``value``, each access a short one, so it may run user code in between.
  func locked<R>(_ body: () throws -> R) rethrows -> R {
    lock.lock()
    defer { lock.unlock() }
    return try body()
  }

  /// The contents, read or written under the lock.
  var value: Contents {
    get { withLock { $0 } }
    set { withLock { $0 = newValue } }
  }
}
