import ConcurrencyExtras
import LiteSupport

/// One test store's wish that asynchronous work run serially on the main thread.
///
/// The main serial executor is a process-wide switch. As upstream's, each test store saves the
/// switch when it claims it and puts its saved value back when it lets go, so a test that sets
/// the switch, makes a store and releases it finds the switch as it set it, whatever stores
/// earlier tests keep alive (an `XCTestCase` keeps its properties until the run ends). Tests
/// also run in parallel: a store letting go while a later claim is held hands its saved value to
/// the next claim instead, so one store's end never turns the switch off under another, and the
/// last to let go restores what the first found.
final class MainSerialExecutorClaim: Sendable {
  /// The claims held, oldest first, each with the switch as it found it.
  private static let claims = VisibleLock<[(claim: ObjectIdentifier, saved: Bool)]>([])
  private let held = VisibleLock(false)

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
        let claim = ObjectIdentifier(self)
        Self.claims.withLock { claims in
          if newValue {
            claims.append((claim, uncheckedUseMainSerialExecutor))
            uncheckedUseMainSerialExecutor = true
          } else if let index = claims.firstIndex(where: { $0.claim == claim }) {
            let saved = claims.remove(at: index).saved
            if index < claims.endIndex {
              claims[index].saved = saved
            } else {
              uncheckedUseMainSerialExecutor = saved
            }
          }
        }
      }
    }
  }
}
