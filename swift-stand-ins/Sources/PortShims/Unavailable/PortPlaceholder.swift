import Foundation

/// The empty values ``PortUnavailable/value(_:fileID:filePath:line:column:)`` returns.
enum PortPlaceholder {
  /// The empty value of `Value`, if it has one.
  static func empty<Value>() -> Value? {
    if Value.self == Void.self { return () as? Value }
    if let type = Value.self as? any PortStandIn.Type { return type.init() as? Value }
    if let type = Value.self as? any ExpressibleByNilLiteral.Type {
      return type.init(nilLiteral: ()) as? Value
    }
    if Value.self == Bool.self { return false as? Value }
    if let type = Value.self as? any RangeReplaceableCollection.Type { return make(type) as? Value }
    if let type = Value.self as? any SetAlgebra.Type { return make(type) as? Value }
    if let type = Value.self as? any ExpressibleByDictionaryLiteral.Type {
      return make(type) as? Value
    }
    if let type = Value.self as? any AdditiveArithmetic.Type { return zero(type) as? Value }
    if Value.self == Date.self { return Date(timeIntervalSince1970: 0) as? Value }
    if Value.self == UUID.self {
      return UUID(uuidString: "00000000-0000-0000-0000-000000000000") as? Value
    }
    return value(from: foundationValues) ?? value(from: standInValues)
  }

  private static func make<C: RangeReplaceableCollection>(_ type: C.Type) -> C { C() }
  private static func make<S: SetAlgebra>(_ type: S.Type) -> S { S() }
  private static func make<D: ExpressibleByDictionaryLiteral>(_ type: D.Type) -> D { [:] }
  private static func zero<N: AdditiveArithmetic>(_ type: N.Type) -> N { .zero }
}
