#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Whether the reducer running on this thread is a presented child's, for
/// `@Dependency(\.isPresented)` read by a reducer.
///
/// Reducers run synchronously, so a per-thread flag set around the child's run is exact; it
/// costs a few nanoseconds, where a task local costs an allocation per action.
@usableFromInline
enum PresentedReducer {
  #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
    private static let key: pthread_key_t = {
      var key = pthread_key_t()
      pthread_key_create(&key, nil)
      return key
    }()

    /// Whether a presented child's reducer is running on this thread.
    static var isRunning: Bool {
      pthread_getspecific(key) != nil
    }

    /// Runs `body` as a presented child's reducer.
    @usableFromInline
    static func run<Result>(_ body: () -> Result) -> Result {
      let previous = pthread_getspecific(key)
      pthread_setspecific(key, UnsafeRawPointer(bitPattern: 1))
      defer { pthread_setspecific(key, previous) }
      return body()
    }
  #else
    @TaskLocal private static var isRunningPresented = false

    /// Whether a presented child's reducer is running.
    static var isRunning: Bool {
      isRunningPresented
    }

    /// Runs `body` as a presented child's reducer.
    @usableFromInline
    static func run<Result>(_ body: () -> Result) -> Result {
      $isRunningPresented.withValue(true, operation: body)
    }
  #endif
}
