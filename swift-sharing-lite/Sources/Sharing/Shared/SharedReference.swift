import Foundation

/// Where a `Shared` or `SharedReader` reads and writes: a root storage box, or a projection of one
/// (`$user.name`, an unwrapped optional, an element of a collection).
protocol SharedReference<Value>: AnyObject, Sendable {
  associatedtype Value

  /// The current value (the asserted snapshot while a test store checks an assertion).
  var value: Value { get }

  /// Runs `body` on the value under the root's lock, then notifies holders and persists.
  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R

  /// The root storage this reference reads through.
  var box: AnySharedBox { get }

  /// How the reference reads in `Shared`'s description: `.inMemory("count")`, `value: 0`,
  /// `.inMemory("user")[dynamicMember: \User.name]`.
  var referenceDescription: String { get }
}

/// A projection of another reference through a key path: `$signUpData.phoneNumber`.
final class ProjectedReference<Root, Value>: SharedReference, @unchecked Sendable {
  // Immutable after init; the base reference does the locking.
  private let base: any SharedReference<Root>
  private let keyPath: KeyPath<Root, Value>

  init(base: any SharedReference<Root>, keyPath: KeyPath<Root, Value>) {
    self.base = base
    self.keyPath = keyPath
  }

  var value: Value { base.value[keyPath: keyPath] }

  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    // Only `Shared` creates projections it writes through, and only with writable key paths.
    let writable = keyPath as! WritableKeyPath<Root, Value>
    return try base.withLock { root in try body(&root[keyPath: writable]) }
  }

  var box: AnySharedBox { base.box }

  var referenceDescription: String { "\(base.referenceDescription)[dynamicMember: \(keyPath)]" }
}

/// A read-only projection through a closure: `$count.read { $0 > 0 }`.
final class MappedReference<Root, Value>: SharedReference, @unchecked Sendable {
  private let base: any SharedReference<Root>
  private let transform: @Sendable (Root) -> Value

  init(base: any SharedReference<Root>, transform: @escaping @Sendable (Root) -> Value) {
    self.base = base
    self.transform = transform
  }

  var value: Value { transform(base.value) }

  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    // Only `SharedReader`s are made from it, and they never write.
    var value = self.value
    return try body(&value)
  }

  var box: AnySharedBox { base.box }

  var referenceDescription: String { ".map(\(base.referenceDescription), as: \(Value.self).self)" }
}

/// A part of a shared value that can go missing, seen as always there: it reads through while the
/// part exists and keeps the last value it saw once it is gone (an optional set to `nil`, an
/// element removed from its collection). Writes made while it is gone change only that last
/// value.
final class LastValueReference<Root, Value>: SharedReference, @unchecked Sendable {
  private let base: any SharedReference<Root>
  // Immutable after init, and pure: the class is `@unchecked Sendable` like the others.
  private let get: (Root) -> Value?
  private let set: (inout Root, Value) -> Void
  private let component: () -> String
  private let lastValue: LockedValue<Value>

  init?(
    base: any SharedReference<Root>,
    get: @escaping (Root) -> Value?,
    set: @escaping (inout Root, Value) -> Void,
    component: @escaping () -> String
  ) {
    guard let value = get(base.value) else { return nil }
    self.base = base
    self.get = get
    self.set = set
    self.component = component
    self.lastValue = LockedValue(value)
  }

  var value: Value {
    guard let value = get(base.value) else { return lastValue.withLock { $0 } }
    lastValue.withLock { $0 = value }
    return value
  }

  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    try base.withLock { root in
      // `body` changes a copy: no lock's contents are held `inout` while it runs.
      let current = get(root)
      var value = current ?? lastValue.withLock { $0 }
      defer {
        if current != nil { set(&root, value) }
        lastValue.withLock { $0 = value }
      }
      return try body(&value)
    }
  }

  var box: AnySharedBox { base.box }

  var referenceDescription: String { "\(base.referenceDescription)\(component())" }
}

extension LastValueReference {
  /// An optional shared value seen as non-optional, `Shared($todos[id: id])`.
  convenience init?(unwrapping base: any SharedReference<Value?>) where Root == Value? {
    self.init(base: base, get: { $0 }, set: { $0 = $1 }, component: { "!" })
  }
}

/// A fixed value that never changes: `SharedReader.constant(42)`.
final class ConstantReference<Value>: SharedReference, @unchecked Sendable {
  private let constant: Value
  private let root: SharedBox<Value>

  init(_ value: Value) {
    self.constant = value
    self.root = SharedBox(value, description: "constant")
  }

  var value: Value { constant }

  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    var copy = constant
    return try body(&copy)
  }

  var box: AnySharedBox { root }

  var referenceDescription: String { "value: \(String(reflecting: constant))" }
}
