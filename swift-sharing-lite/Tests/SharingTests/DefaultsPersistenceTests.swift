import Dependencies
import Foundation
import Synchronization
import Testing

@testable import Sharing

/// Defaults that count their synchronizations instead of writing to disk: a real `synchronize()`
/// on Linux writes (and re-reads) every suite in the process, which would reach into the
/// defaults of tests running in parallel.
private final class RecordingDefaults: UserDefaults {
  let synchronizations = Mutex(0)

  override func synchronize() -> Bool {
    synchronizations.withLock { $0 += 1 }
    return true
  }
}

/// On Linux, user defaults reach the disk only when synchronized (verified by hand: the suite's
/// plist appears under `$XDG_CONFIG_HOME`, `~/.config` by default). App storage synchronizes
/// real defaults after a change, and never the per-test ones. Serialized: `flush()` writes every
/// dirty defaults, so one test's flush would count a synchronization of the other's.
@Suite(.serialized)
struct DefaultsPersistenceTests {
  @Test func realDefaultsAreSynchronizedAfterAChange() throws {
    let defaults = try #require(RecordingDefaults(suiteName: "tca-lite-\(UUID().uuidString)"))
    @Shared(.appStorage("count", store: defaults)) var count = 0
    $count.withLock { $0 = 5 }
    $count.withLock { $0 = 6 }
    DefaultsPersistence.flush()
    #expect(defaults.synchronizations.withLock { $0 } == 1)
    #expect(defaults.integer(forKey: "count") == 6)
  }

  @Test func defaultsKeptInMemoryAreNeverSynchronized() throws {
    // What the per-test `defaultAppStorage` is: marked to stay in memory.
    let defaults = try #require(RecordingDefaults(suiteName: "tca-lite-\(UUID().uuidString)"))
    DefaultsPersistence.markEphemeral(defaults)
    @Shared(.appStorage("count", store: defaults)) var count = 0
    $count.withLock { $0 = 5 }
    DefaultsPersistence.flush()
    #expect(defaults.synchronizations.withLock { $0 } == 0)
    #expect(defaults.integer(forKey: "count") == 5)
  }
}
