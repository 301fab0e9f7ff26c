import Synchronization

extension KeyPath {
  /// The embed/extract pair this case key path names, composed once per key path and cached.
  ///
  /// Applying a case key path walks its components and composes closures at each step; caching
  /// the result makes repeated use (`root[case:]`, `receive(\.x)`) a dictionary lookup.
  func resolvedCase<Enum, Member>() -> Case<Enum, Member>
  where Root == Case<Enum, Enum>, Value == Case<Enum, Member> {
    let key = ResolvedCaseKey(keyPath: self)
    // Equal key paths have equal root and value types, so the box always has this type; the
    // checked cast keeps a surprise from becoming memory corruption.
    if let cached = resolvedCases.withLock({ $0[key] }) as? CaseBox<Enum, Member> {
      return cached.value
    }
    let resolved = Case<Enum, Enum>.root[keyPath: self]
    resolvedCases.withLock { $0[key] = CaseBox(resolved) }
    return resolved
  }
}

/// Resolved case key paths, keyed by the key path (key paths are `Hashable`).
private let resolvedCases = Mutex<[ResolvedCaseKey: any AnyObject & Sendable]>([:])

private struct ResolvedCaseKey: Hashable, @unchecked Sendable {
  // Key paths are immutable once created.
  let keyPath: AnyKeyPath
}

/// A class box so cached values are read back with a class downcast, not an existential one.
private final class CaseBox<Root, Value>: Sendable {
  let value: Case<Root, Value>
  init(_ value: Case<Root, Value>) { self.value = value }
}
