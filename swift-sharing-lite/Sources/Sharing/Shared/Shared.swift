import CustomDump
import IssueReporting

/// A value shared by reference: every holder reads the same value, and a change made through any
/// of them is seen by all. Optionally persisted by a key (`.inMemory`, `.appStorage`,
/// `.fileStorage`, or your own).
///
/// ```swift
/// @ObservableState
/// struct State {
///   @Shared var count: Int                                   // passed in by a parent: $count
///   @Shared(.appStorage("launchCount")) var launchCount = 0  // persisted in user defaults
/// }
///
/// state.child = ChildFeature.State(count: state.$count)
/// ```
///
/// Mutate it directly in synchronous code (reducers); from asynchronous code use
/// ``withLock(_:)``.
@propertyWrapper
@dynamicMemberLookup
public struct Shared<Value> {
  let reference: any SharedReference<Value>

  init(reference: any SharedReference<Value>) {
    self.reference = reference
  }

  /// Shared state held in memory, not persisted, owned by whoever creates it.
  ///
  /// ```swift
  /// let store = TestStore(initialState: Feature.State(count: Shared(0))) { Feature() }
  /// ```
  public init(_ value: Value) {
    self.init(reference: SharedBox(value, description: "Shared<\(Value.self)>"))
  }

  /// Shared state held in memory; the same as `Shared(_:)`.
  ///
  /// ```swift
  /// let count = Shared(value: 0)
  /// ```
  public init(value: Value) {
    self.init(value)
  }

  /// The shared reference itself, for `self._count = count` in an initializer.
  ///
  /// ```swift
  /// init(count: Shared<Int>) { self._count = count }
  /// ```
  public init(projectedValue: Shared<Value>) {
    self = projectedValue
  }

  /// The current value. Setting it is for synchronous code; async code uses `withLock`.
  ///
  /// ```swift
  /// state.count += 1
  /// ```
  public var wrappedValue: Value {
    get { reference.value }
    @available(*, noasync, message: "Use '$shared.withLock' instead of mutating directly.")
    nonmutating set { reference.withLock { $0 = newValue } }
  }

  /// The reference, to pass on (`$count`) or derive from (`$signUpData.phoneNumber`).
  ///
  /// ```swift
  /// ChildFeature.State(count: state.$count)
  /// ```
  public var projectedValue: Shared<Value> {
    get { self }
    set { self = newValue }
  }

  /// Shared state for a part of this value: reads and writes go through to this one (and its
  /// persistence).
  ///
  /// ```swift
  /// PhoneNumberFeature.State(phoneNumber: state.$signUpData.phoneNumber)
  /// ```
  public subscript<Member>(
    dynamicMember keyPath: WritableKeyPath<Value, Member>
  ) -> Shared<Member> {
    Shared<Member>(reference: ProjectedReference(base: reference, keyPath: keyPath))
  }

  /// Reads and changes the value as one locked unit of work; safe from any thread or task.
  ///
  /// ```swift
  /// return .run { [count = state.$count] _ in
  ///   count.withLock { $0 += 1 }
  /// }
  /// ```
  @discardableResult
  public func withLock<R>(_ operation: (inout Value) throws -> R) rethrows -> R {
    try reference.withLock(operation)
  }

  /// A read-only view of this shared value.
  ///
  /// ```swift
  /// ChildFeature.State(count: SharedReader(state.$count))
  /// ```
  public var reader: SharedReader<Value> {
    SharedReader(reference: reference)
  }
}

extension Shared {
  /// Unwraps shared optional state: `nil` if the value is `nil` now.
  ///
  /// ```swift
  /// guard let todo = Shared($todos[id: todoID]) else { return .none }
  /// ```
  public init?(_ base: Shared<Value?>) {
    guard let reference = UnwrappedReference(base: base.reference) else { return nil }
    self.init(reference: reference)
  }
}

extension Shared: @unchecked Sendable where Value: Sendable {}

extension Shared: Equatable where Value: Equatable {
  /// Shared values are equal when their values are; in a test store's comparison, the left side
  /// is read as the test expects it (its snapshot).
  public static func == (lhs: Self, rhs: Self) -> Bool {
    if let tracker = _SharedChangeTracker.comparing {
      let expected = _SharedChangeTracker.$comparing.withValue(nil) {
        tracker.assert { lhs.wrappedValue }
      }
      let actual = _SharedChangeTracker.$comparing.withValue(nil) { rhs.wrappedValue }
      return expected == actual
    }
    return lhs.wrappedValue == rhs.wrappedValue
  }
}

extension Shared: CustomStringConvertible {
  /// The reference and its value, as in `Shared<Int>(.inMemory("count")): 3`.
  public var description: String { "\(reference.box.description): \(wrappedValue)" }
}

extension Shared: CustomDumpRepresentable {
  /// The value, so diffs show it rather than the reference.
  public var customDumpValue: Any { wrappedValue }
}
