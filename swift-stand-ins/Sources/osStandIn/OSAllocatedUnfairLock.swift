/// A lock around a value, shared by its copies. An `NSLock` stands in for the unfair lock: it is
/// not recursive either, so locking it twice from one thread deadlocks here too.
// Unchecked: `state` is only read or written between `storage.lock.lock()` and `unlock()`, so
// accesses from different threads never overlap. A non-Sendable state gets in only through
// `init(uncheckedState:)` and is handed out only by `withLockUnchecked`, whose names put the
// promise on the caller, as Apple's (Sendable for every state) do.
public struct OSAllocatedUnfairLock<State>: @unchecked Sendable {
  private final class Storage {
    let lock = NSLock()
    var state: State
    init(_ state: State) { self.state = state }
  }

  private let storage: Storage

  /// A lock around `initialState`, which the caller promises is not used elsewhere.
  public init(uncheckedState initialState: State) {
    storage = Storage(initialState)
  }

  /// A lock around `initialState`.
  public init(initialState: State) where State: Sendable {
    storage = Storage(initialState)
  }

  /// Runs `body` on the state, holding the lock, and returns what it returns.
  public func withLock<R>(_ body: @Sendable (inout State) throws -> R) rethrows -> R
  where R: Sendable {
    try withLockUnchecked(body)
  }

  /// Runs `body` on the state, holding the lock; the caller promises nothing non-Sendable
  /// escapes it.
  public func withLockUnchecked<R>(_ body: (inout State) throws -> R) rethrows -> R {
    storage.lock.lock()
    defer { storage.lock.unlock() }
    return try body(&storage.state)
  }

  /// Takes the lock, waiting while another thread holds it.
  public func lock() { storage.lock.lock() }
  /// Gives the lock back; only the thread that took it may.
  public func unlock() { storage.lock.unlock() }
  /// Takes the lock if nobody holds it, and says whether it did.
  public func lockIfAvailable() -> Bool { storage.lock.try() }
}

extension OSAllocatedUnfairLock where State == Void {
  /// A lock around nothing.
  public init() { self.init(uncheckedState: ()) }

  /// Runs `body` holding the lock, and returns what it returns.
  public func withLock<R>(_ body: @Sendable () throws -> R) rethrows -> R where R: Sendable {
    try withLockUnchecked { _ in try body() }
  }
}
