import Dependencies
import Foundation

/// Writes changed user defaults to disk. On Linux, Foundation's `UserDefaults` persists only when
/// synchronized, so app-storage saves mark their defaults dirty and they are synchronized at most
/// once a second, and at exit. The per-test defaults are never written.
enum DefaultsPersistence {
  private struct State {
    var dirty: [ObjectIdentifier: UncheckedSendable<UserDefaults>] = [:]
    var ephemeral: Set<ObjectIdentifier> = []
    var isFlushScheduled = false
  }

  private static let state = LockedValue(State())
  private static let installExitHandler: Void = {
    atexit { DefaultsPersistence.flush() }
  }()

  /// Keeps `defaults` in memory only.
  static func markEphemeral(_ defaults: UserDefaults) {
    _ = state.withLock { $0.ephemeral.insert(ObjectIdentifier(defaults)) }
  }

  /// Schedules `defaults` to be written to disk.
  static func markDirty(_ defaults: UserDefaults) {
    _ = installExitHandler
    let id = ObjectIdentifier(defaults)
    let shouldSchedule = state.withLock { state -> Bool in
      guard !state.ephemeral.contains(id) else { return false }
      state.dirty[id] = UncheckedSendable(defaults)
      defer { state.isFlushScheduled = true }
      return !state.isFlushScheduled
    }
    if shouldSchedule {
      DispatchQueue.global(qos: .utility).asyncAfter(deadline: .now() + 1) { flush() }
    }
  }

  /// Writes every dirty defaults to disk now.
  static func flush() {
    let dirty = state.withLock { state in
      defer {
        state.dirty.removeAll()
        state.isFlushScheduled = false
      }
      return Array(state.dirty.values)
    }
    for defaults in dirty { defaults.value.synchronize() }
  }
}
