import Foundation

/// Where a `Shared` or `SharedReader` reads and writes: a root storage box, or a projection of one
/// (`$user.name`, an unwrapped optional).
protocol SharedReference<Value>: AnyObject, Sendable {
  associatedtype Value

  /// The current value (the asserted snapshot while a test store checks an assertion).
  var value: Value { get }

  /// Runs `body` on the value under the root's lock, then notifies holders and persists.
  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R

  /// The root storage this reference reads through.
  var box: AnySharedBox { get }
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
}

/// An optional shared value seen as non-optional, `Shared($todos[id: id])`; keeps the last value
/// it saw if the base becomes `nil`.
final class UnwrappedReference<Value>: SharedReference, @unchecked Sendable {
  private let base: any SharedReference<Value?>
  private let lastValue: LockedValue<Value>

  init?(base: any SharedReference<Value?>) {
    guard let value = base.value else { return nil }
    self.base = base
    self.lastValue = LockedValue(value)
  }

  var value: Value {
    guard let value = base.value else { return lastValue.withLock { $0 } }
    lastValue.withLock { $0 = value }
    return value
  }

  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    try base.withLock { optional in
      guard var value = optional else {
        return try lastValue.withLock { try body(&$0) }
      }
      defer { optional = value }
      return try body(&value)
    }
  }

  var box: AnySharedBox { base.box }
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
}
