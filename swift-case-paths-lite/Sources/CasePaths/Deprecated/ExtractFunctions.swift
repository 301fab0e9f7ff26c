// Extracting with a case's constructor, as upstream did before case paths were values.

/// The payload of `root` when it is in the case `embed` constructs.
///
/// ```swift
/// extract(case: Action.response, from: action)  // Int?
/// ```
@available(*, deprecated, message: "Use a '@CasePathable' case property, instead")
public func extract<Root, Value>(
  case embed: @escaping @Sendable (Value) -> Root,
  from root: Root
) -> Value? {
  (/embed).extract(from: root)
}

/// The payload of an optional `root` when it holds the case `embed` constructs.
@available(*, deprecated, message: "Use a '@CasePathable' case property, instead")
public func extract<Root, Value>(
  case embed: @escaping @Sendable (Value) -> Root?,
  from root: Root?
) -> Value? {
  (/embed).extract(from: root)
}

/// An extracting function for the case `embed` constructs.
@available(*, deprecated, message: "Use a '@CasePathable' case property, instead")
public func extract<Root, Value>(_ embed: @escaping @Sendable (Value) -> Root) -> (Root) -> Value? {
  (/embed).extract(from:)
}

/// An extracting function, over optionals, for the case `embed` constructs.
@available(*, deprecated, message: "Use a '@CasePathable' case property, instead")
public func extract<Root, Value>(
  _ embed: @escaping @Sendable (Value) -> Root?
) -> @Sendable (Root?) -> Value? {
  let path: AnyCasePath<Root?, Value> = /embed
  return { path.extract(from: $0) }
}
