import CustomDump
import Dependencies
import IssueReporting
import Synchronization

/// The identity of an element of a ``StackState``: stable while the element stays on the stack,
/// never reused.
///
/// Ids are opaque in an app. In tests they are generational integers: the first element of a
/// test gets `0`, the next one pushed `1`, and so on, so tests can write them as literals:
///
/// ```swift
/// await store.send(\.path[id: 0].counter.incrementButtonTapped) {
///   $0.path[id: 0, case: \.counter]?.count = 4
/// }
/// ```
public struct StackElementID: Hashable, Sendable, Comparable {
  /// The generation: the number of ids made by the same generator before this one.
  @_spi(Internals) public let generation: Int

  @usableFromInline
  init(generation: Int) {
    self.generation = generation
  }

  /// Ids made earlier come first.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.generation < rhs.generation
  }
}

extension StackElementID: ExpressibleByIntegerLiteral {
  /// The id of generation `value`; only in tests, where ids are predictable.
  ///
  /// ```swift
  /// $0.path[id: 0] = nil
  /// ```
  public init(integerLiteral value: Int) {
    if DependencyValues._current.context != .test {
      reportIssue(
        """
        Specifying stack element IDs by integer literal is not allowed outside of tests.

        In tests, integer literal stack element IDs can be used as a shorthand to the \
        auto-incrementing generation of the current dependency context. This can be useful when \
        asserting against actions received by a specific element.
        """
      )
    }
    self.init(generation: value)
  }
}

extension StackElementID: CustomDebugStringConvertible, CustomDumpStringConvertible {
  /// `#` and the generation, like `#0`.
  public var debugDescription: String { "#\(generation)" }

  /// `#` and the generation, like `#0`, in diffs.
  public var customDumpDescription: String { "#\(generation)" }
}

/// Makes the ids of stack elements: incrementing from 0, per app or per test.
///
/// ```swift
/// @Dependency(\.stackElementID) var stackElementID
/// let id = stackElementID()
/// stackElementID.peek()  // the id the next call makes
/// ```
public struct StackElementIDGenerator: Sendable, _StatefulDependency {
  private let counter: Counter

  private init(next: Int) {
    self.counter = Counter(next: next)
  }

  /// A generator whose first id has generation 0.
  public static var incrementing: Self { Self(next: 0) }

  /// The next id.
  public func callAsFunction() -> StackElementID {
    next()
  }

  /// The next id, as upstream's generator names it.
  public func next() -> StackElementID {
    StackElementID(generation: counter.take())
  }

  /// The id ``next()`` will make, without making it.
  public func peek() -> StackElementID {
    StackElementID(generation: counter.peek)
  }

  /// Makes sure the next id comes after `id`, once `id` has been used by hand (a pushed id).
  @usableFromInline
  func skip(past id: StackElementID) {
    counter.advance(past: id.generation)
  }

  /// A generator continuing from the same generation, without advancing this one.
  public func _copy() -> Self {
    Self(next: counter.peek)
  }

  // An atomic rather than a lock: one allocation per generator (a test store copies its
  // generators at every step), and each id costs one atomic add.
  private final class Counter: Sendable {
    private let next: Atomic<Int>
    init(next: Int) { self.next = Atomic(next) }
    var peek: Int { next.load(ordering: .relaxed) }
    func take() -> Int {
      next.add(1, ordering: .relaxed).oldValue
    }
    func advance(past generation: Int) {
      next.max(generation + 1, ordering: .relaxed)
    }
  }
}

private enum StackElementIDGeneratorKey: DependencyKey {
  static var liveValue: StackElementIDGenerator { .incrementing }
  static var testValue: StackElementIDGenerator { .incrementing }
}

extension DependencyValues {
  /// The generator of ``StackElementID``s: one per app, one per test.
  public var stackElementID: StackElementIDGenerator {
    get { self[StackElementIDGeneratorKey.self] }
    set { self[StackElementIDGeneratorKey.self] = newValue }
  }
}
