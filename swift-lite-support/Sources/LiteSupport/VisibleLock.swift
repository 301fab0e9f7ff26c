import Synchronization

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A value behind a `Synchronization.Mutex` that ThreadSanitizer sees.
///
/// `Mutex` locks with raw futex calls on Linux, which ThreadSanitizer does not intercept, so two
/// threads taking turns under it are reported as a race. In a sanitized build this lock tells
/// ThreadSanitizer that each turn under the lock follows the previous one (its `__tsan_acquire`
/// and `__tsan_release` annotations, found at run time); elsewhere it is a `Mutex` and one check.
/// State that many threads share during the test suite is behind it, so `make sanitize-thread`
/// checks that state instead of suppressing its files.
public final class VisibleLock<Value>: @unchecked Sendable {
  // Unchecked: `value` is only touched under `mutex`, which orders every access, so its dynamic
  // exclusivity checks are off too.
  @usableFromInline let mutex = Mutex(())
  @usableFromInline @exclusivity(unchecked) var value: Value

  /// A lock around `value`.
  public init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` on the value, holding the lock. `body` must not take the lock again.
  // Inlinable so that callers run it specialised: a generic call costs metadata lookups.
  @inlinable
  public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    try mutex.withLock { _ in
      guard let sanitizer = ThreadSanitizer.annotations else { return try body(&value) }
      let address = UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque())
      sanitizer.acquire(address)
      defer { sanitizer.release(address) }
      return try body(&value)
    }
  }
}

/// ThreadSanitizer's happens-before annotations, when the process runs under it.
@usableFromInline
struct ThreadSanitizer: Sendable {
  @usableFromInline typealias Annotation = @convention(c) (UnsafeRawPointer?) -> Void
  @usableFromInline let acquire: Annotation
  @usableFromInline let release: Annotation

  @usableFromInline static let annotations: ThreadSanitizer? = {
    #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
      // The sanitizer's runtime is linked into instrumented executables only.
      let process = UnsafeMutableRawPointer(bitPattern: 0)  // RTLD_DEFAULT
      guard let acquire = dlsym(process, "__tsan_acquire"),
        let release = dlsym(process, "__tsan_release")
      else { return nil }
      return ThreadSanitizer(
        acquire: unsafeBitCast(acquire, to: Annotation.self),
        release: unsafeBitCast(release, to: Annotation.self))
    #else
      return nil
    #endif
  }()
}
