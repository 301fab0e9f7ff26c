// Composing and applying case paths as upstream did before case key paths: `..` between paths
// and constructors, and `modify` on a path.

precedencegroup CasePathCompositionPrecedence {
  associativity: left
}

infix operator .. : CasePathCompositionPrecedence

extension AnyCasePath {
  /// The path through `lhs`, then `rhs`: `/Parent.child .. /Child.response`.
  @_documentation(visibility: internal)
  @available(*, deprecated, message: "Append 'CasePathable' case key paths, instead")
  public static func .. <AppendedValue>(
    lhs: AnyCasePath,
    rhs: AnyCasePath<Value, AppendedValue>
  ) -> AnyCasePath<Root, AppendedValue> {
    lhs.appending(path: rhs)
  }

  /// The path through `lhs`, then the case `rhs` constructs: `/Parent.child .. Child.response`.
  @_documentation(visibility: internal)
  @available(*, deprecated, message: "Append 'CasePathable' case key paths, instead")
  public static func .. <AppendedValue>(
    lhs: AnyCasePath,
    rhs: @escaping (AppendedValue) -> Value
  ) -> AnyCasePath<Root, AppendedValue> {
    lhs.appending(path: /rhs)
  }

  /// Changes the value in `root`'s case with `body`; throws when `root` is in another case.
  ///
  /// ```swift
  /// try (/Action.count).modify(&action) { $0 += 1 }
  /// ```
  @available(
    iOS, deprecated: 9999, message: "Use 'CasePathable.modify', or 'extract' and 'embed', instead."
  )
  @available(
    macOS, deprecated: 9999,
    message: "Use 'CasePathable.modify', or 'extract' and 'embed', instead."
  )
  @available(
    tvOS, deprecated: 9999, message: "Use 'CasePathable.modify', or 'extract' and 'embed', instead."
  )
  @available(
    watchOS, deprecated: 9999,
    message: "Use 'CasePathable.modify', or 'extract' and 'embed', instead."
  )
  public func modify<Result>(
    _ root: inout Root,
    _ body: (inout Value) throws -> Result
  ) throws -> Result {
    guard var value = extract(from: root) else { throw ExtractionFailed() }
    let result = try body(&value)
    root = embed(value)
    return result
  }
}

/// What `AnyCasePath.modify` throws when the root is in another case.
struct ExtractionFailed: Error {}

/// An extracting function through `lhs`, then the case `rhs` constructs.
@_documentation(visibility: internal)
@available(*, deprecated, message: "Chain 'CasePathable' case properties, instead")
public func .. <Root, Value, AppendedValue>(
  lhs: @escaping (Root) -> Value?,
  rhs: @escaping (AppendedValue) -> Value
) -> (Root) -> AppendedValue? {
  let path: AnyCasePath<Value, AppendedValue> = /rhs
  return { root in lhs(root).flatMap(path.extract(from:)) }
}
