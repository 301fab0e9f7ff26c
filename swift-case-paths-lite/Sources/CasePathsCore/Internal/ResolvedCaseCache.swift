import LiteSupport

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
    if let cached = resolvedCases.withLock({ $0.value(for: key) }) as? CaseBox<Enum, Member> {
      return cached.value
    }
    let resolved = Case<Enum, Enum>.root[keyPath: self]
    resolvedCases.withLock { $0.insert(CaseBox(resolved), for: key) }
    return resolved
  }
}

/// Resolved case key paths, keyed by the key path (key paths are `Hashable`).
private let resolvedCases = VisibleLock(ResolvedCaseCache())

/// How many resolved case key paths are cached (at most ``ResolvedCaseCache/capacity``).
var resolvedCaseCount: Int {
  resolvedCases.withLock { $0.count }
}

/// A bounded cache: key paths with arguments (`\.rows[id: id]` for every row id an app ever
/// saw) must not grow it forever. Entries live in two generations; when the current one is full
/// it becomes the previous one and the older is dropped, so what is in use stays cached (a hit in
/// the previous generation moves to the current one) and at most `capacity` entries are kept.
private struct ResolvedCaseCache {
  static let capacity = 2_048
  private var current: [ResolvedCaseKey: any AnyObject & Sendable] = [:]
  private var previous: [ResolvedCaseKey: any AnyObject & Sendable] = [:]

  var count: Int { current.count + previous.count }

  mutating func value(for key: ResolvedCaseKey) -> (any AnyObject & Sendable)? {
    if let value = current[key] { return value }
    guard let value = previous.removeValue(forKey: key) else { return nil }
    insert(value, for: key)
    return value
  }

  mutating func insert(_ value: any AnyObject & Sendable, for key: ResolvedCaseKey) {
    if current.count >= Self.capacity / 2 {
      previous = current
      current = [:]
    }
    current[key] = value
  }
}

private struct ResolvedCaseKey: Hashable, @unchecked Sendable {
  // Key paths are immutable once created.
  let keyPath: AnyKeyPath
}

/// A class box so cached values are read back with a class downcast, not an existential one.
private final class CaseBox<Root, Value>: Sendable {
  let value: Case<Root, Value>
  init(_ value: Case<Root, Value>) { self.value = value }
}
