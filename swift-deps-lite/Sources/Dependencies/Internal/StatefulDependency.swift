import IssueReporting

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
