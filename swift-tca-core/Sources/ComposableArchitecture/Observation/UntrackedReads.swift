import Synchronization

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Reads of observable state that start no observation: a reducer's reads of the state it
/// changes, and `Store.withState`'s. Until a field of an `@ObservableState` value is read
/// elsewhere — by a view, `observe`, or any code that may run under observation tracking — its
/// Observation registrar is not made and a change to it tells no one (`StateObservers`). A
/// reducer reading `state.title` does not make every later send of its feature pay for telling
/// observers who do not exist.
///
/// Both are entered on the main actor only, so one thread at a time holds the flag: the thread
/// it names. A read on another thread meanwhile compares its own thread and is not affected.
/// (An atomic and the thread's identity cost a tenth of a thread-specific slot's set and reset,
/// which every send pays.)
@usableFromInline
enum UntrackedReads {
  @usableFromInline static let thread = Atomic<UInt>(0)

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

  /// Whether reads on this thread start no observation now.
  @inlinable @inline(__always)
  static var areActive: Bool {
    thread.load(ordering: .relaxed) == currentThread
  }

  /// Runs `body`, on the main actor, whose reads of observable state start no observation.
  @inlinable @inline(__always)
  static func perform<Result>(_ body: () throws -> Result) rethrows -> Result {
    let previous = thread.exchange(currentThread, ordering: .relaxed)
    defer { thread.store(previous, ordering: .relaxed) }
    return try body()
  }
}
