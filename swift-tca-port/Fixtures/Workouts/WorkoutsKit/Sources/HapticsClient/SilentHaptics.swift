import Foundation

extension HapticsClient {
  /// Feels nothing, and counts the selections it was asked for: for previews and demos.
  public static func silent(counting selections: LockedCount) -> Self {
    Self(
      selectionChanged: { selections.increment() },
      notify: { _ in }
    )
  }
}

/// A count that concurrent effects increment.
public final class LockedCount: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  public init() {}

  /// Adds one.
  public func increment() {
    lock.lock()
    count += 1
    lock.unlock()
  }

  /// The count so far.
  public var value: Int {
    lock.lock()
    defer { lock.unlock() }
    return count
  }
}
