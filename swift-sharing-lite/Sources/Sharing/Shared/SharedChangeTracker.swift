import IssueReporting
import Synchronization

/// Lets a test store assert shared state exhaustively even though `Shared` is a reference: it
/// remembers each shared value's snapshot from before the changes a test step made.
///
/// A test store tracks the work of each step (`track`), checks the step's assertion closure
/// against the snapshots (`assert`), compares expected and actual state (`compare`: the left
/// side reads snapshots, the right side live values), then accepts the live values (`reset`).
///
/// ```swift
/// let tracker = _SharedChangeTracker()
/// tracker.track { state.count += 1 }           // snapshot: 0, live: 1
/// var expected = before
/// tracker.assert { expected.count = 1 }        // writes the snapshot, not the value
/// let matches = tracker.compare { expected == actual }
/// tracker.reset()
/// ```
@_spi(Internals) public final class _SharedChangeTracker: @unchecked Sendable {
  @TaskLocal static var current: _SharedChangeTracker?
  @TaskLocal static var asserting: _SharedChangeTracker?
  @TaskLocal static var comparing: _SharedChangeTracker?

  private struct Snapshot {
    let box: AnySharedBox
    var value: Any
    /// Whether a comparison read the value since it changed.
    var isAsserted = false
  }

  private let snapshots = LockedValue<[ObjectIdentifier: Snapshot]>([:])
  /// How many snapshots there are, written with them under their lock, so that a test step that
  /// changed no shared value (most) asks without taking the lock, twice a step.
  private let snapshotCount = Atomic<Int>(0)
  private let reportsUnassertedChanges: Bool

  /// A tracker with nothing recorded. One that reports unasserted changes reports, when it is
  /// released, each changed shared value no comparison (`==` in ``compare(_:)``) read.
  public init(reportUnassertedChanges: Bool = false) {
    self.reportsUnassertedChanges = reportUnassertedChanges
  }

  deinit {
    guard reportsUnassertedChanges else { return }
    let unasserted = snapshots.withLock { $0.values.filter { !$0.isAsserted } }
    for message in unasserted.compactMap({ $0.box.change(fromSnapshot: $0.value) }).sorted() {
      reportIssue("Tracked unasserted changes to \(message)")
    }
  }

  /// Whether shared values changed since the last ``reset()``.
  public var hasChanges: Bool { snapshotCount.load(ordering: .acquiring) > 0 }

  /// Each changed shared value: its description, and the dumps of its snapshot and its current
  /// value.
  ///
  /// ```swift
  /// tracker.changes  // [(description: "Shared<Int>", before: "0", after: "1")]
  /// ```
  public var changes: [(description: String, before: String, after: String)] {
    let changes = snapshots.withLock { Array($0.values) }
    return
      changes
      .compactMap { change in
        change.box.dumps(fromSnapshot: change.value).map {
          (change.box.description, $0.before, $0.after)
        }
      }
      .sorted { $0.description < $1.description }
  }

  /// Records the changes `operation` makes (and the effects it starts make) to shared values.
  public func track<R>(_ operation: () throws -> R) rethrows -> R {
    try Self.$current.withValue(self, operation: operation)
  }

  /// Runs an assertion closure: shared values read and write their snapshots.
  public func assert<R>(_ operation: () throws -> R) rethrows -> R {
    try Self.$asserting.withValue(self, operation: operation)
  }

  /// Compares expected with actual state: in `==`, a shared value on the left reads its snapshot,
  /// on the right its live value.
  public func compare<R>(_ operation: () throws -> R) rethrows -> R {
    try Self.$comparing.withValue(self, operation: operation)
  }

  /// Runs `operation`, then puts the snapshots back as they were.
  public func preservingSnapshots<R>(_ operation: () throws -> R) rethrows -> R {
    let saved = snapshots.withLock { $0 }
    defer { changeSnapshots { $0 = saved } }
    return try operation()
  }

  /// Accepts the live values: forgets every snapshot.
  public func reset() {
    guard hasChanges else { return }
    changeSnapshots { $0.removeAll() }
  }

  /// Changes the snapshots under their lock, keeping their count.
  private func changeSnapshots<R>(_ body: (inout [ObjectIdentifier: Snapshot]) -> R) -> R {
    snapshots.withLock { snapshots in
      defer { snapshotCount.store(snapshots.count, ordering: .releasing) }
      return body(&snapshots)
    }
  }

  /// Notes that a comparison read `box`'s value.
  func markAsserted(_ box: AnySharedBox) {
    snapshots.withLock { $0[ObjectIdentifier(box)]?.isAsserted = true }
  }

  func recordChange<Value>(of box: SharedBox<Value>, before value: Value) {
    let id = ObjectIdentifier(box)
    changeSnapshots { snapshots in
      if snapshots[id] == nil {
        snapshots[id] = Snapshot(box: box, value: value)
      }
    }
  }

  func snapshot<Value>(of box: SharedBox<Value>) -> Value? {
    snapshots.withLock { $0[ObjectIdentifier(box)]?.value as? Value }
  }

  func modifySnapshot<Value, R>(
    of box: SharedBox<Value>, current: Value, _ body: (inout Value) throws -> R
  ) rethrows -> R {
    // `body` changes a copy, outside the lock: an assertion closure may read other shared
    // values (their snapshots) while it writes this one.
    let id = ObjectIdentifier(box)
    var value = snapshots.withLock { $0[id]?.value as? Value } ?? current
    defer {
      changeSnapshots { snapshots in
        snapshots[id] = Snapshot(
          box: box, value: value, isAsserted: snapshots[id]?.isAsserted ?? false)
      }
    }
    return try body(&value)
  }
}
