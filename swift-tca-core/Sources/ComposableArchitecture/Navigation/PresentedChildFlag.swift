import Synchronization

/// A flag set while a presented child's reducer runs, for `@Dependency(\.isPresented)` read by a
/// reducer. Reducers run synchronously on the main actor, so a flag set around the child's run
/// is exact.
@usableFromInline
enum PresentedChildFlag {
  @usableFromInline static let flag = Atomic<UInt>(0)

  /// Whether a presented child's reducer is running on this thread.
  static var isSet: Bool {
    flag.isSetOnThisThread
  }

  /// Runs `body` as a presented child's reducer.
  @inlinable @inline(__always)
  static func whileSet<Result>(_ body: () -> Result) -> Result {
    flag.whileSet(body)
  }
}
