#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A flag set on one thread while a body runs: what a reducer's synchronous run is inside of.
///
/// Reducers run synchronously, so a per-thread flag set around a run is exact; it costs a few
/// nanoseconds (a thread-specific slot), where a task local costs an allocation per action.
@usableFromInline
final class ThreadFlag: Sendable {
  #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
    private let key: pthread_key_t

    @usableFromInline init() {
      var key = pthread_key_t()
      pthread_key_create(&key, nil)
      self.key = key
    }

    /// Whether a body that set the flag is running on this thread.
    @usableFromInline var isSet: Bool {
      pthread_getspecific(key) != nil
    }

    /// Runs `body` with the flag set on this thread.
    @usableFromInline
    func whileSet<Result>(_ body: () throws -> Result) rethrows -> Result {
      let previous = pthread_getspecific(key)
      pthread_setspecific(key, UnsafeRawPointer(bitPattern: 1))
      defer { pthread_setspecific(key, previous) }
      return try body()
    }
  #else
    private let isRunning = TaskLocal(wrappedValue: false)

    @usableFromInline init() {}

    /// Whether a body that set the flag is running.
    @usableFromInline var isSet: Bool {
      isRunning.get()
    }

    /// Runs `body` with the flag set.
    @usableFromInline
    func whileSet<Result>(_ body: () throws -> Result) rethrows -> Result {
      try isRunning.withValue(true, operation: body)
    }
  #endif
}
