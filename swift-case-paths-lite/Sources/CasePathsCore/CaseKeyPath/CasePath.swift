/// A value that embeds into and extracts from one case of an enum, whatever its concrete type.
///
/// Libraries that accept case paths generically name this protocol (swift-parsing's
/// `.case(\Expression.Cases.add)` conversion does). ``AnyCasePath`` conforms, so the members of a
/// `@CasePathable` enum's `AllCasePaths` do too.
///
/// ```swift
/// func tryExtract<Path: CasePath>(_ path: Path, from root: Path.Root) -> Path.Value? {
///   path.extract(from: root)
/// }
/// ```
public protocol CasePath<Root, Value> {
  /// The enum the case belongs to.
  associatedtype Root
  /// The value the case holds.
  associatedtype Value
  /// Wraps a value in the case.
  func embed(_ value: Value) -> Root
  /// Returns the case's value, or `nil` when the root is another case.
  func extract(from root: Root) -> Value?
}

extension AnyCasePath: CasePath {}
