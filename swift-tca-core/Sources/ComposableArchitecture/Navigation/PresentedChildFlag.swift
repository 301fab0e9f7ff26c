#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A per-thread flag set while a presented child's reducer runs, for
/// `@Dependency(\.isPresented)` read by a reducer.
///
/// Reducers run synchronously, so a per-thread flag set around the child's run is exact; it
/// costs a few nanoseconds, where a task local costs an allocation per action.
@usableFromInline
enum PresentedChildFlag {
  #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
    private static let key: pthread_key_t = {
      var key = pthread_key_t()
      pthread_key_create(&key, nil)
      return key
    }()

    /// Whether a presented child's reducer is running on this thread.
    static var isSet: Bool {
      pthread_getspecific(key) != nil
    }

    /// Runs `body` as a presented child's reducer.
    @usableFromInline
    static func whileSet<Result>(_ body: () -> Result) -> Result {
      let previous = pthread_getspecific(key)
      pthread_setspecific(key, UnsafeRawPointer(bitPattern: 1))
      defer { pthread_setspecific(key, previous) }
      return body()
    }
  #else
    @TaskLocal private static var isRunningPresented = false

    /// Whether a presented child's reducer is running.
    static var isSet: Bool {
      isRunningPresented
    }

    /// Runs `body` as a presented child's reducer.
    @usableFromInline
    static func whileSet<Result>(_ body: () -> Result) -> Result {
      $isRunningPresented.withValue(true, operation: body)
    }
  #endif
}
