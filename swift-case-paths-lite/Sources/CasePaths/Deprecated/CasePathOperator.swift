// Case paths from enum case constructors (`/Action.response`), as upstream shipped them before
// case key paths, still in code written for upstream's 1.0 and in packages such as swift-parsing.
// Extracting uses reflection; a `@CasePathable` case key path does not, and is what to use.

prefix operator /

/// A case path from an enum case's constructor: `/Action.response`.
@available(*, deprecated, message: "Use a 'CasePathable' case key path, instead")
public prefix func / <Root, Value>(
  embed: @escaping (Value) -> Root
) -> AnyCasePath<Root, Value> {
  // An enum case's constructor captures nothing, so it is safe to call from any thread.
  nonisolated(unsafe) let embed = embed
  return AnyCasePath(
    embed: { embed($0) },
    extract: { root in ReflectedCase.extract(from: root, embed: embed) }
  )
}

/// A case path from the constructor of a case of an optional enum: `/Action?.some`'s cases.
@available(*, deprecated, message: "Use a 'CasePathable' case key path, instead")
public prefix func / <Root, Value>(
  embed: @escaping (Value) -> Root?
) -> AnyCasePath<Root?, Value> {
  nonisolated(unsafe) let embed = embed
  return AnyCasePath(
    embed: { embed($0) },
    extract: { root in ReflectedCase.extract(from: root, embed: embed) }
  )
}

/// A case path to a case without a payload: `/Action.onAppear`.
@available(*, deprecated, message: "Use a 'CasePathable' case key path, instead")
public prefix func / <Root>(
  root: @autoclosure () -> Root
) -> AnyCasePath<Root, Void> {
  // Evaluated once, here: a test's `/Action.response(.success(items))` names its own
  // properties without `self.`, as case paths before 1.0 let it (their autoclosure did not
  // escape).
  nonisolated(unsafe) let value = root()
  return AnyCasePath(
    embed: { value },
    extract: { ReflectedCase.isSameCase($0, value) ? () : nil }
  )
}

/// A case path to a case without a payload, of an optional enum.
@available(*, deprecated, message: "Use a 'CasePathable' case key path, instead")
public prefix func / <Root>(
  root: @autoclosure () -> Root?
) -> AnyCasePath<Root?, Void> {
  nonisolated(unsafe) let wanted = root()
  return AnyCasePath(
    embed: { wanted },
    extract: { value -> Void? in
      guard let value, let wanted else { return nil }
      return ReflectedCase.isSameCase(value, wanted) ? () : nil
    }
  )
}

/// The identity case path: `/Action.self`.
@available(*, deprecated, message: "Use the '\\.self' case key path, instead")
public prefix func / <Root>(type: Root.Type) -> AnyCasePath<Root, Root> {
  AnyCasePath(embed: { $0 }, extract: { $0 })
}

/// The case path itself: `/path`.
@available(*, deprecated, message: "Use a case key path (like '\\.self' or '\\.some'), instead")
public prefix func / <Root, Value>(path: AnyCasePath<Root, Value>) -> AnyCasePath<Root, Value> {
  path
}

/// An extracting function from an enum case's constructor: `(/Action.response)(action)`.
@_disfavoredOverload
@available(
  *, deprecated, message: "Use a 'CasePathable' case property via dynamic member lookup, instead"
)
public prefix func / <Root, Value>(embed: @escaping (Value) -> Root) -> (Root) -> Value? {
  (/embed).extract(from:)
}

/// An extracting function, over optionals, from the constructor of an optional enum's case.
@_disfavoredOverload
@available(
  *, deprecated, message: "Use a 'CasePathable' case property via dynamic member lookup, instead"
)
public prefix func / <Root, Value>(embed: @escaping (Value) -> Root?) -> (Root?) -> Value? {
  (/embed).extract(from:)
}

/// An extracting function, over optionals, for a case without a payload.
@_disfavoredOverload
@available(
  *, deprecated, message: "Use a 'CasePathable' case property via dynamic member lookup, instead"
)
public prefix func / <Root>(
  root: @autoclosure @escaping @Sendable () -> Root
) -> (Root?) -> Void? {
  { value in value.flatMap { ReflectedCase.isSameCase($0, root()) ? () : nil } }
}

/// An extracting function for a case without a payload.
@_disfavoredOverload
@available(
  *, deprecated, message: "Use a 'CasePathable' case property via dynamic member lookup, instead"
)
public prefix func / <Root>(
  root: @autoclosure @escaping @Sendable () -> Root
) -> (Root) -> Void? {
  (/root()).extract(from:)
}

extension AnyCasePath {
  /// Whether `value` is in this path's case: `case /Action.response: …` in a `switch`.
  @available(*, deprecated, message: "Use 'CasePathable.is' with a case key path, instead")
  public static func ~= (pattern: AnyCasePath, value: Root) -> Bool {
    pattern.extract(from: value) != nil
  }
}
