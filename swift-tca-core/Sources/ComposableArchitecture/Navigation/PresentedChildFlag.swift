/// A per-thread flag set while a presented child's reducer runs, for
/// `@Dependency(\.isPresented)` read by a reducer.
@usableFromInline
enum PresentedChildFlag {
  @usableFromInline static let flag = ThreadFlag()

  /// Whether a presented child's reducer is running on this thread.
  static var isSet: Bool {
    flag.isSet
  }

  /// Runs `body` as a presented child's reducer.
  @usableFromInline
  static func whileSet<Result>(_ body: () -> Result) -> Result {
    flag.whileSet(body)
  }
}
