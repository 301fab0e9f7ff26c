import Foundation

/// A lock around a value whose contents need not be `Sendable`: shared storage holds arbitrary
/// values and runs callers' closures under it. Recursive, so a closure may read the same value.
final class LockedValue<Contents>: @unchecked Sendable {
  // `contents` is only accessed while `lock` is held.
  private let lock = NSRecursiveLock()
  private var contents: Contents

  init(_ contents: Contents) {
    self.contents = contents
  }

  func withLock<R>(_ body: (inout Contents) throws -> R) rethrows -> R {
    lock.lock()
    defer { lock.unlock() }
    return try body(&contents)
  }
}
