import Synchronization

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A flag set while a body runs on the main actor, read on any thread (`UntrackedReads`; the
/// thread's identity is `PresentedChildFlag`'s too). The atomic holds the thread that set it, so
/// a read on another thread meanwhile sees it unset. Only the main actor sets it (a store's
/// reducers and `withState` run there), so one thread holds it at a time; setting and resetting
/// costs two atomic stores, where a thread-specific slot cost a tenth of a send.
extension Atomic where Value == UInt {
  /// The calling thread's identity.
  @inlinable @inline(__always)
  static var currentThread: UInt {
    #if canImport(Darwin)
      UInt(bitPattern: pthread_self())
    #elseif canImport(Glibc) || canImport(Musl)
      UInt(pthread_self())
    #else
      1
    #endif
  }

  /// Whether a body that set the flag runs on this thread.
  @inlinable @inline(__always)
  var isSetOnThisThread: Bool {
    load(ordering: .relaxed) == Self.currentThread
  }

  /// Runs `body`, on the main actor, with the flag set.
  @inlinable @inline(__always)
  func whileSet<Result>(_ body: () throws -> Result) rethrows -> Result {
    let previous = exchange(Self.currentThread, ordering: .relaxed)
    defer { store(previous, ordering: .relaxed) }
    return try body()
  }
}
