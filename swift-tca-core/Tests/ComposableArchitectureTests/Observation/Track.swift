import Observation
import Synchronization

/// Counts how many times an observation tracked with ``track(_:)`` fired.
final class ChangeCount: Sendable {
  private let count = Mutex(0)
  var value: Int { count.withLock { $0 } }
  func increment() { count.withLock { $0 += 1 } }
}

/// Runs `read` inside `withObservationTracking` and counts the changes reported to it (at most
/// one: observation is one-shot).
@MainActor
func track(_ read: @escaping @MainActor () -> Void) -> ChangeCount {
  let changes = ChangeCount()
  withObservationTracking {
    read()
  } onChange: {
    changes.increment()
  }
  return changes
}
