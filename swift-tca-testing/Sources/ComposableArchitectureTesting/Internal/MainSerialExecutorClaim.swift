import ConcurrencyExtras
import Synchronization

/// One test store's wish that asynchronous work run serially on the main thread.
///
/// The main serial executor is a process-wide switch, and tests run in parallel: the switch stays
/// on while any claim is held and returns to its original value when the last claim is released,
/// so one test store's end cannot turn it off under another.
final class MainSerialExecutorClaim: Sendable {
  private static let holders = Mutex<(count: Int, original: Bool)>((0, false))
  private let held = Mutex(false)

  init() {
    isHeld = true
  }

  deinit {
    isHeld = false
  }

  var isHeld: Bool {
    get { held.withLock { $0 } }
    set {
      held.withLock { held in
        guard held != newValue else { return }
        held = newValue
        Self.holders.withLock { holders in
          if newValue {
            if holders.count == 0 { holders.original = uncheckedUseMainSerialExecutor }
            holders.count += 1
            uncheckedUseMainSerialExecutor = true
          } else {
            holders.count -= 1
            if holders.count == 0 { uncheckedUseMainSerialExecutor = holders.original }
          }
        }
      }
    }
  }
}
