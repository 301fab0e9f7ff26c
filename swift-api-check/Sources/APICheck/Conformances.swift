/// What a conformance brings without declaring it: the protocols it refines and the members the
/// compiler synthesizes for it.
enum Conformances {
  /// The standard library's protocols a conformance to the key's implies.
  static let implied: [String: [String]] = [
    "Hashable": ["Equatable"],
    "Comparable": ["Equatable"],
    "Codable": ["Encodable", "Decodable"],
    "BidirectionalCollection": ["Collection"],
    "RandomAccessCollection": ["BidirectionalCollection"],
    "MutableCollection": ["Collection"],
    "RangeReplaceableCollection": ["Collection"],
    "Collection": ["Sequence"],
    "Error": ["Sendable"],
  ]

  /// A member the compiler writes for a conformance.
  struct Member {
    var kind: Declaration.Kind
    var name: String
    var isStatic = false
    var labels: [String]?

    /// The member as `owner` has it.
    func declaration(in owner: String) -> Declaration {
      Declaration(
        kind: kind, owner: owner, name: name, isStatic: isStatic,
        parameters: labels?.map { Declaration.Parameter(label: $0) })
    }
  }

  /// The members the compiler writes for a conformance to the key's.
  static let synthesized: [String: [Member]] = [
    "Hashable": [
      Member(kind: .function, name: "hash", labels: ["into"]),
      Member(kind: .property, name: "hashValue"),
    ],
    "Encodable": [Member(kind: .function, name: "encode", labels: ["to"])],
    "Decodable": [Member(kind: .initializer, name: "init", labels: ["from"])],
    "CaseIterable": [Member(kind: .property, name: "allCases", isStatic: true)],
    "RawRepresentable": [
      Member(kind: .property, name: "rawValue"),
      Member(kind: .initializer, name: "init", labels: ["rawValue"]),
    ],
  ]

  /// Each protocol `declared` names and those it implies: the standard library's refinements,
  /// and what `inherited` says a protocol refines or a class inherits.
  static func closure(
    of declared: some Sequence<String>, through inherited: [String: [String]] = [:]
  ) -> Set<String> {
    var result = Set<String>()
    var pending = Array(declared)
    while let next = pending.popLast() {
      guard result.insert(next).inserted else { continue }
      pending += (implied[next] ?? []) + (inherited[next] ?? [])
    }
    return result
  }
}
