import LiteSupport

// Ways of making a case path that upstream deprecated after 1.0 and still ships: from a case's
// constructor, from a value without a payload, and the paths every enum or type has.

extension AnyCasePath {
  /// A case path from an enum case's constructor: `AnyCasePath(Action.response)`.
  @available(*, deprecated, message: "Use a 'CasePathable' case key path, instead")
  public init(_ embed: @escaping (Value) -> Root) {
    self = /embed
  }

  /// A case path from an enum case's constructor, its extraction found by reflection:
  /// `AnyCasePath(unsafe: Action.response)`.
  public init(unsafe embed: @escaping @Sendable (Value) -> Root) {
    self.init(embed: embed, extract: { root in ReflectedCase.extract(from: root, embed: embed) })
  }

  /// A case path from an enum case's constructor: `.case(Action.response)`.
  @available(*, deprecated, message: "Use a 'CasePathable' case key path, instead")
  public static func `case`(_ embed: @escaping @Sendable (Value) -> Root) -> Self {
    /embed
  }
}

extension AnyCasePath where Value == Void {
  /// A case path to a case without a payload: `AnyCasePath(Action.onAppear)`.
  @available(*, deprecated, message: "Use a 'CasePathable' case key path, instead")
  @_disfavoredOverload
  public init(_ root: @autoclosure @escaping @Sendable () -> Root) {
    self = /root()
  }

  /// A case path to a case without a payload, its extraction found by reflection:
  /// `AnyCasePath(unsafe: Action.onAppear)`.
  @_disfavoredOverload
  public init(unsafe root: @autoclosure @escaping @Sendable () -> Root) {
    let value = root()
    nonisolated(unsafe) let wanted = value
    self.init(embed: { wanted }, extract: { ReflectedCase.isSameCase($0, wanted) ? () : nil })
  }

  /// A case path to a case without a payload: `.case(Action.onAppear)`.
  @available(*, deprecated, message: "Use a 'CasePathable' case key path, instead")
  public static func `case`(_ value: @autoclosure @escaping @Sendable () -> Root) -> Self {
    /value()
  }
}

extension AnyCasePath where Root == Value {
  /// The identity case path: `AnyCasePath(Action.self)`.
  @available(*, deprecated, message: "Use the '\\.self' case key path, instead")
  public init(_ type: Root.Type) {
    self.init(embed: { $0 }, extract: { $0 })
  }

  /// The identity case path: `AnyCasePath<Action, Action>.self`.
  @available(*, deprecated, message: "Use the '\\.self' case key path, instead")
  public static var `self`: Self {
    Self(embed: { $0 }, extract: { $0 })
  }
}

extension AnyCasePath where Root: _OptionalProtocol, Value == Root.Wrapped {
  /// The path to an optional's wrapped value: `AnyCasePath<Int?, Int>.some`.
  @available(*, deprecated, message: "Use the '\\Optional.Cases.some' case key path, instead")
  public static var some: Self {
    Self(embed: { Root($0) }, extract: { $0.optional })
  }
}

/// `Optional`, for constraints that name its wrapped type (`AnyCasePath.some`).
@_documentation(visibility: private)
public protocol _OptionalProtocol: SendableMetatype {
  /// The wrapped type.
  associatedtype Wrapped
  /// The value as an optional.
  var optional: Wrapped? { get }
  /// An optional holding `some`.
  init(_ some: Wrapped)
}

@_documentation(visibility: private)
extension Optional: _OptionalProtocol {
  /// The value itself.
  public var optional: Wrapped? { self }
}

extension AnyCasePath where Root == Void {
  /// A path that always extracts `value` and embeds into `()`.
  @available(*, deprecated)
  public static func constant(_ value: @autoclosure @escaping @Sendable () -> Value) -> Self {
    Self(embed: { _ in () }, extract: { _ in value() })
  }
}

extension AnyCasePath where Value == Never {
  /// A path that never extracts.
  @available(*, deprecated)
  public static var never: Self {
    @Sendable func absurd(_ never: Never) -> Root {}
    return Self(embed: absurd, extract: { _ in nil })
  }
}

extension AnyCasePath where Value: RawRepresentable & SendableMetatype, Root == Value.RawValue {
  /// The path from a raw value to the value it represents.
  @available(*, deprecated)
  public static var rawValue: Self {
    Self(embed: { $0.rawValue }, extract: { Value(rawValue: $0) })
  }
}

extension AnyCasePath where Value: LosslessStringConvertible & SendableMetatype, Root == String {
  /// The path from a string to the value it describes.
  @available(*, deprecated)
  public static var description: Self {
    Self(embed: { $0.description }, extract: { Value($0) })
  }
}

@available(*, deprecated, message: "Use 'CustomDebugStringConvertible.debugDescription', instead")
extension AnyCasePath: CustomStringConvertible {
  /// The path's type: `AnyCasePath<Action, Int>`.
  public var description: String {
    "AnyCasePath<\(typeName(Root.self)), \(typeName(Value.self))>"
  }
}
