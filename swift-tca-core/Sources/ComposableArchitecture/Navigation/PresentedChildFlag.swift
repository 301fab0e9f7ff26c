import Synchronization

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A flag set while a presented child's reducer runs, for `@Dependency(\.isPresented)` read by a
/// reducer. Reducers run synchronously, so a flag set around the child's run is exact.
///
/// A store runs its reducers on the main actor, and then the flag is an atomic holding the
/// thread that set it (two atomic operations a child send, a tenth of a thread-specific slot's
/// set and reset). A reducer can also be run by hand on other threads at the same time: a
/// thread that finds the atomic held by another uses a thread-specific slot of its own.
@usableFromInline
enum PresentedChildFlag {
  /// The thread running a presented child's reducer, or 0.
  @usableFromInline static let holder = Atomic<UInt>(0)
  /// How many runs use the thread-specific slot now.
  @usableFromInline static let slotRuns = Atomic<Int>(0)

  #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
    private static let slot: pthread_key_t = {
      var key = pthread_key_t()
      pthread_key_create(&key, nil)
      return key
    }()
  #endif

  /// Whether a presented child's reducer is running on this thread.
  static var isSet: Bool {
    if holder.load(ordering: .relaxed) == Atomic<UInt>.currentThread { return true }
    guard slotRuns.load(ordering: .relaxed) > 0 else { return false }
    #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
      return pthread_getspecific(slot) != nil
    #else
      return false
    #endif
  }

  /// Runs `body` as a presented child's reducer.
  @inlinable @inline(__always)
  static func whileSet<Result>(_ body: () -> Result) -> Result {
    let thread = Atomic<UInt>.currentThread
    let (exchanged, current) = holder.compareExchange(
      expected: 0, desired: thread, ordering: .relaxed)
    if exchanged {
      defer { holder.store(0, ordering: .relaxed) }
      return body()
    }
    if current == thread { return body() }
    return whileSetInSlot(body)
  }

  /// `whileSet` on a thread that found the atomic held by another.
  @usableFromInline
  static func whileSetInSlot<Result>(_ body: () -> Result) -> Result {
    #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
      slotRuns.add(1, ordering: .relaxed)
      let previous = pthread_getspecific(slot)
      pthread_setspecific(slot, UnsafeRawPointer(bitPattern: 1))
      defer {
        pthread_setspecific(slot, previous)
        slotRuns.subtract(1, ordering: .relaxed)
      }
    #endif
    return body()
  }
}
