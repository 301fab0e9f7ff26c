import CustomDump
import IssueReporting
import LiteSupport

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
/// Mutate it with ``withLock(_:)``, in a reducer or an effect; setting it directly is deprecated,
/// as upstream's is.
@propertyWrapper
@dynamicMemberLookup
public struct Shared<Value> {
  let slot: ReferenceSlot<Value>

  init(reference: any SharedReference<Value>) {
    self.slot = ReferenceSlot(reference)
  }

  var reference: any SharedReference<Value> { slot.reference }

  /// Shared state held in memory, not persisted, owned by whoever creates it.
  ///
  /// ```swift
  /// let store = TestStore(initialState: Feature.State(count: Shared(0))) { Feature() }
  /// ```
  @_disfavoredOverload
  public init(_ value: Value) {
    self.init(reference: SharedBox(value, description: "Shared<\(typeName(Value.self))>"))
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

  /// The current value. Change it with ``withLock(_:)``, which gives exclusive access; setting
  /// it directly is deprecated, as upstream's is.
  ///
  /// ```swift
  /// state.$count.withLock { $0 += 1 }
  /// ```
  public var wrappedValue: Value {
    get { reference.value }
    @available(
      *, deprecated,
      message: """
        Use '$shared.withLock' to modify a shared value with exclusive access; when constructing \
        a SwiftUI binding, use 'Binding($shared)'
        """
    )
    nonmutating set { reference.withLock { $0 = newValue } }
  }

  /// The reference, to pass on (`$count`) or derive from (`$signUpData.phoneNumber`).
  /// Assigning it points this value and every copy of it at another reference; values derived
  /// from it earlier keep the old one.
  ///
  /// ```swift
  /// ChildFeature.State(count: state.$count)
  /// $count = Shared(wrappedValue: 0, .inMemory("otherCount"))
  /// ```
  public var projectedValue: Shared<Value> {
    get { self }
    nonmutating set { slot.replace(with: newValue.reference) }
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

  /// Read-only shared state for a part of this value that cannot be written, such as a `let`
  /// property.
  ///
  /// ```swift
  /// let id: SharedReader<User.ID> = $user.id
  /// ```
  public subscript<Member>(dynamicMember keyPath: KeyPath<Value, Member>) -> SharedReader<Member> {
    SharedReader<Member>(reference: ProjectedReference(base: reference, keyPath: keyPath))
  }

  /// Read-only shared state computed from this value, recomputed on every read.
  ///
  /// ```swift
  /// let isZero: SharedReader<Bool> = $count.read { $0 == 0 }
  /// ```
  public func read<Member>(_ body: @escaping @Sendable (Value) -> Member) -> SharedReader<Member> {
    reader.read(body)
  }

  /// Read-only shared state for a part of this value.
  ///
  /// ```swift
  /// let name = $user.name  // preferred spelling
  /// ```
  @available(
    *, deprecated,
    message: "Use dynamic member lookup instead ('$shared.member', not '$shared.read(\\.member)')"
  )
  public func read<Member>(_ keyPath: KeyPath<Value, Member>) -> SharedReader<Member> {
    self[dynamicMember: keyPath]
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
    guard let reference = LastValueReference(unwrapping: base.reference) else { return nil }
    self.init(reference: reference)
  }
}

extension Shared: @unchecked Sendable where Value: Sendable {}

extension Shared: Equatable where Value: Equatable {
  /// Shared values are equal when their values are; in a test store's comparison, the left side
  /// is read as the test expects it (its snapshot).
  public static func == (lhs: Self, rhs: Self) -> Bool {
    if let tracker = _SharedChangeTracker.comparing {
      tracker.markAsserted(lhs.reference.box)
      return lhs.expectedValue(tracker) == rhs.actualValue
    }
    return lhs.wrappedValue == rhs.wrappedValue
  }
}

extension Shared {
  /// The value as a test expects it: its snapshot, if the step changed it.
  fileprivate func expectedValue(_ tracker: _SharedChangeTracker) -> Value {
    _SharedChangeTracker.$comparing.withValue(nil) { tracker.assert { wrappedValue } }
  }

  /// The live value, ignoring snapshots.
  fileprivate var actualValue: Value {
    _SharedChangeTracker.$comparing.withValue(nil) {
      _SharedChangeTracker.$asserting.withValue(nil) { wrappedValue }
    }
  }
}

extension Shared: CustomStringConvertible {
  /// The type and where it reads, as upstream writes it: `Shared<Int>(.inMemory("count"))`,
  /// `Shared<Int>(value: 0)`.
  public var description: String {
    "\(typeName(Self.self))(\(reference.referenceDescription))"
  }
}

extension Shared: CustomDumpRepresentable {
  /// The value, so diffs show it rather than the reference.
  public var customDumpValue: Any { wrappedValue }
}

extension Shared: _CustomDiffObject {
  /// The value before and after, as custom-dump diffs one object: while a test store asserts,
  /// `wrappedValue` reads the snapshot the test expects.
  public var _customDiffValues: (Any, Any) {
    guard let tracker = _SharedChangeTracker.comparing else { return (wrappedValue, wrappedValue) }
    return (expectedValue(tracker), actualValue)
  }

  /// The root storage: dumps number each one (`#1 0`) and write a repeat as `Int(↩︎)`, as
  /// upstream's, derived values (`$stats.count`) counting as their root.
  public var _objectIdentifier: ObjectIdentifier { ObjectIdentifier(reference.box) }
}
