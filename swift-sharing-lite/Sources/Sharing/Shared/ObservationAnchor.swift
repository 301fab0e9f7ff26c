import Observation

/// What Observation sees of one shared storage box: reading the value registers an access to
/// ``value``, changing it a mutation of it; the persistence status (`loadError`, `saveError`,
/// `isLoading`) is ``status``.
///
/// A separate, non-generic object because the registrar calls are generic over the subject: for
/// the generic box each call looked up its `Observable` conformance at run time, about a tenth
/// of the cost of reading a shared value.
final class ObservationAnchor: Observable, Sendable {
  private let registrar = ObservationRegistrar()
  // Stored once: a key path literal is looked up again at each evaluation.
  private static let valueKeyPath: KeyPath<ObservationAnchor, Void> & Sendable = \.value
  private static let statusKeyPath: KeyPath<ObservationAnchor, Void> & Sendable = \.status

  /// Stand-ins: they hold nothing, they name what changed.
  var value: Void { () }
  var status: Void { () }

  func accessValue() {
    registrar.access(self, keyPath: Self.valueKeyPath)
  }

  func withValueMutation<R>(_ mutation: () throws -> R) rethrows -> R {
    try registrar.withMutation(of: self, keyPath: Self.valueKeyPath, mutation)
  }

  func accessStatus() {
    registrar.access(self, keyPath: Self.statusKeyPath)
  }

  func withStatusMutation<R>(_ mutation: () throws -> R) rethrows -> R {
    try registrar.withMutation(of: self, keyPath: Self.statusKeyPath, mutation)
  }
}
