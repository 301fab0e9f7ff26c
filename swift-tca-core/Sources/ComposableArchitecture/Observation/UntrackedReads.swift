import Synchronization

/// Reads of observable state that start no observation: a reducer's reads of the state it
/// changes, and `Store.withState`'s. Until a field of an `@ObservableState` value is read
/// elsewhere — by a view, `observe`, or any code that may run under observation tracking — its
/// Observation registrar is not made and a change to it tells no one (`StateObservers`). A
/// reducer reading `state.title` does not make every later send of its feature pay for telling
/// observers who do not exist.
@usableFromInline
enum UntrackedReads {
  @usableFromInline static let flag = Atomic<UInt>(0)

  /// Whether reads on this thread start no observation now.
  @inlinable @inline(__always)
  static var areActive: Bool { flag.isSetOnThisThread }

  /// Runs `body`, on the main actor, whose reads of observable state start no observation.
  @inlinable @inline(__always)
  static func perform<Result>(_ body: () throws -> Result) rethrows -> Result {
    try flag.whileSet(body)
  }
}
