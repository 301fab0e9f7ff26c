import IssueReporting
import LiteSupport

/// A dependency value with state of its own (a counter, a seed) that can be copied so a copy
/// continues from the same point without advancing the original.
///
/// ```swift
/// extension UUIDGenerator: _StatefulDependency {}
/// ```
public protocol _StatefulDependency: Sendable {
  /// A value that continues from where this one is, without sharing its state.
  func _copy() -> Self
}

/// How to copy an override of each type, found once per type: casting a value to
/// ``_StatefulDependency`` looks up the conformance each time, which cost more than the rest of
/// a test store step's copy of its dependencies.
enum StatefulDependencyCopiers {
  typealias Copy = @Sendable (any Sendable) -> any Sendable

  /// For each type of override seen, its copier, or `nil` when the type is not stateful.
  private static let known = VisibleLock<[ObjectIdentifier: Copy?]>([:])

  /// A copy of `value` continuing from where it is, when it is a stateful dependency.
  static func copy(of value: any Sendable) -> (any Sendable)? {
    let type = ObjectIdentifier(Swift.type(of: value))
    let copier: Copy?
    if let known = known.withLock({ $0[type] }) {
      copier = known
    } else {
      copier = (value as? any _StatefulDependency).map { makeCopier(for: $0) }
      known.withLock { $0[type] = .some(copier) }
    }
    return copier?(value)
  }

  private static func makeCopier<Value: _StatefulDependency>(for _: Value) -> Copy {
    { value in
      // Opened rather than cast (`value as! Value`, a dynamic cast, the costliest part of a
      // copy): the copier is only called for values of the type it was made for.
      func copy<Opened>(_ opened: Opened) -> any Sendable {
        unsafeBitCast(opened, to: Value.self)._copy()
      }
      return _openExistential(value, do: copy)
    }
  }
}
