import IssueReporting

/// Upstream's name for tracking changes to shared state in tests: changes made in ``track(_:)``
/// are kept as snapshots; in ``assert(_:)`` shared values read and write their snapshots, and
/// `==` compares a snapshot (left) with the live value (right). When released, a tracker that
/// reports unasserted changes (in tests, by default) reports each change no comparison read.
///
/// ```swift
/// let tracker = SharedChangeTracker()
/// tracker.track { $count.withLock { $0 += 1 } }
/// tracker.assert {
///   #expect($count != $count)       // 0, expected, against 1, live
///   $count.withLock { $0 = 1 }
///   #expect($count == $count)
/// }
/// ```
@_spi(SharedChangeTracking)
public struct SharedChangeTracker: Hashable, Sendable {
  private let base: _SharedChangeTracker

  /// A tracker with nothing recorded.
  public init(reportUnassertedChanges: Bool = isTesting) {
    base = _SharedChangeTracker(reportUnassertedChanges: reportUnassertedChanges)
  }

  /// Whether shared values changed since the last ``reset()``.
  public var hasChanges: Bool { base.hasChanges }

  /// Records the changes `body` makes to shared values.
  public func track<R>(_ body: () throws -> R) rethrows -> R {
    try base.track(body)
  }

  /// Runs `body` against the snapshots: shared values read and write them, and `==` compares a
  /// snapshot with the live value.
  public func assert<R>(_ body: () throws -> R) rethrows -> R {
    try base.assert { try base.compare(body) }
  }

  /// Forgets every change.
  public func reset() {
    base.reset()
  }

  /// Trackers are equal when they are the same tracker (copies of one).
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.base === rhs.base
  }

  /// Hashes the tracker's identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(base))
  }
}
