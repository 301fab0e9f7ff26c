import LiteSupport

/// A pair of functions that embed a value into one case of an enum and extract it back out.
///
/// Case paths are to enum cases what key paths are to struct properties. Both directions matter:
/// extraction lets a parent read a child's action, embedding lets it produce one.
///
/// ```swift
/// let success = AnyCasePath<Result<Int, any Error>, Int>(
///   embed: { .success($0) },
///   extract: { if case let .success(value) = $0 { value } else { nil } }
/// )
/// success.embed(1)                      // .success(1)
/// success.extract(from: .success(2))    // 2
/// ```
@dynamicMemberLookup
public struct AnyCasePath<Root, Value>: Sendable {
  @usableFromInline let embedValue: @Sendable (Value) -> Root
  @usableFromInline let extractValue: @Sendable (Root) -> Value?

  /// Creates a case path from an embedding function and an extracting function.
  ///
  /// - Parameters:
  ///   - embed: Wraps a value in the case.
  ///   - extract: Returns the case's value, or `nil` when the root is another case.
  public init(
    embed: @escaping @Sendable (Value) -> Root,
    extract: @escaping @Sendable (Root) -> Value?
  ) {
    self.embedValue = embed
    self.extractValue = extract
  }

  /// Creates a case path from an enum case's constructor, as `@CasePathable` writes it
  /// (`._$embed(Action.response) { … }`): a constructor reference, unlike a closure calling it,
  /// compiles without warnings for payloads that cannot exist, such as `Never`.
  public static func _$embed(
    _ embed: @escaping (Value) -> Root,
    extract: @escaping @Sendable (Root) -> Value?
  ) -> Self {
    // An enum case's constructor captures nothing, so it is safe to call from any thread.
    nonisolated(unsafe) let embed = embed
    return Self(embed: { embed($0) }, extract: extract)
  }

  /// Creates a type-erased case path from a case key path.
  ///
  /// Evaluate a case key path once this way when it is applied many times.
  ///
  /// ```swift
  /// let path = AnyCasePath(\Action.response)
  /// path.extract(from: .response(1))  // 1
  /// ```
  public init(_ keyPath: CaseKeyPath<Root, Value>) {
    let resolved = keyPath.resolvedCase()
    self.init(embed: resolved.embed, extract: resolved.extract)
  }

  /// Wraps a value in this path's case.
  ///
  /// ```swift
  /// AnyCasePath(\Action.response).embed(1)  // Action.response(1)
  /// ```
  @inlinable
  public func embed(_ value: Value) -> Root {
    embedValue(value)
  }

  /// Returns the value held by this path's case, or `nil` when the root is in another case.
  ///
  /// ```swift
  /// AnyCasePath(\Action.response).extract(from: .increment)  // nil
  /// ```
  @inlinable
  public func extract(from root: Root) -> Value? {
    extractValue(root)
  }

  /// Returns a case path that goes through this case and then through `path`.
  ///
  /// ```swift
  /// let childResponse = AnyCasePath(\Parent.child).appending(path: AnyCasePath(\Child.response))
  /// ```
  public func appending<AppendedValue>(
    path: AnyCasePath<Value, AppendedValue>
  ) -> AnyCasePath<Root, AppendedValue> {
    let appended = Case(embed: embedValue, extract: extractValue).appending(path)
    return AnyCasePath<Root, AppendedValue>(embed: appended.embed, extract: appended.extract)
  }
}

extension AnyCasePath: CustomDebugStringConvertible {
  /// A description naming the root and value types, like `AnyCasePath<Action, Int>`.
  public var debugDescription: String {
    "AnyCasePath<\(typeName(Root.self)), \(typeName(Value.self))>"
  }
}
