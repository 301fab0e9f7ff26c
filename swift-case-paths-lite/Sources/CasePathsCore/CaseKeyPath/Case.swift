/// One step of a case key path: how to embed a `Value` into a `Root` and extract it back.
///
/// You rarely name this type. Writing `\Action.child.response` builds a key path from
/// `Case<Action, Action>` to `Case<Action, Int>`, one dynamic member per case, and that key path
/// is a ``CaseKeyPath``. Library types extend `Case` to add their own components, like
/// `\.rows[id: 0]`, with ``appending(_:)``.
///
/// Unlike upstream's `Case<Value>`, this type also carries the root type, so embedding and
/// extracting never box values in `Any`.
@dynamicMemberLookup
public struct Case<Root, Value>: Sendable {
  /// Wraps a value in the case this step names, all the way up to the root.
  public let embed: @Sendable (Value) -> Root
  /// Returns the value of the case this step names, or `nil` when the root is another case.
  public let extract: @Sendable (Root) -> Value?
  /// Whether this is ``root``: appending to it gives the appended path itself, so a case key
  /// path's first component costs no extra closure call on each extract and embed.
  @usableFromInline let isRoot: Bool

  /// Creates a step from an embedding function and an extracting function.
  ///
  /// ```swift
  /// let step = Case<Action, Int>(embed: { .response($0) }, extract: { $0[case: \.response] })
  /// ```
  @inlinable
  public init(
    embed: @escaping @Sendable (Value) -> Root,
    extract: @escaping @Sendable (Root) -> Value?
  ) {
    self.embed = embed
    self.extract = extract
    self.isRoot = false
  }

  @inlinable
  init(
    root embed: @escaping @Sendable (Value) -> Root, extract: @escaping @Sendable (Root) -> Value?
  ) {
    self.embed = embed
    self.extract = extract
    self.isRoot = true
  }

  /// Returns the step that continues from this one through `path`.
  ///
  /// Library types use it to give `Case` extra components:
  ///
  /// ```swift
  /// extension Case {
  ///   public subscript<ID: Hashable, Element>(id id: ID) -> Case<Root, Element>
  ///   where Value == IdentifiedAction<ID, Element> {
  ///     appending(AnyCasePath(embed: { .element(id: id, action: $0) }, extract: { … }))
  ///   }
  /// }
  /// ```
  // Inlinable, as are the subscripts below: a case key path literal's components are compiled
  // where the literal is written, so the composed closures are specialised for its types
  // instead of going through generic code on every extract.
  @inlinable
  public func appending<Member>(_ path: AnyCasePath<Value, Member>) -> Case<Root, Member> {
    if isRoot {
      // `Root` is `Value`: only `root` is a root.
      let path = unsafeBitCast(path, to: AnyCasePath<Root, Member>.self)
      return Case<Root, Member>(embed: path.embedValue, extract: path.extractValue)
    }
    let embed = self.embed
    let extract = self.extract
    return Case<Root, Member>(
      embed: { embed(path.embed($0)) },
      extract: { root in extract(root).flatMap { path.extract(from: $0) } }
    )
  }

  /// Continues a case key path into one of the value's cases: `\Parent.child.response`.
  @inlinable
  public subscript<Member>(
    dynamicMember keyPath: KeyPath<Value.AllCasePaths, AnyCasePath<Value, Member>>
  ) -> Case<Root, Member> where Value: CasePathable {
    appending(Value.allCasePaths[keyPath: keyPath])
  }

  /// Continues a case key path into a case with an optional value, through its non-`nil` values:
  /// for `case buzz(Buzz?)`, `\Fizz.Cases.buzz` can be a `CaseKeyPath<Fizz, Buzz>`.
  ///
  /// ```swift
  /// let path: CaseKeyPath<Fizz, Buzz> = \.buzz
  /// Fizz.buzz(nil)[case: path]  // nil
  /// ```
  @_disfavoredOverload
  @inlinable
  public subscript<Member>(
    dynamicMember keyPath: KeyPath<Value.AllCasePaths, AnyCasePath<Value, Member?>>
  ) -> Case<Root, Member> where Value: CasePathable {
    appending(Value.allCasePaths[keyPath: keyPath].nonNil())
  }
}

extension Case where Root == Value {
  /// The starting point of every case key path rooted at `Root`: embedding and extracting are
  /// the identity.
  @inlinable
  public static var root: Self {
    Self(root: { $0 }, extract: { $0 })
  }
}

/// A key path to a case of an enum, written `\Action.response` or `\.child.response`.
///
/// Case key paths are `Hashable`, chain across nested case-pathable enums, and are what
/// `Scope`, `ifLet`, `forEach`, `Store.scope` and `TestStore.receive` accept.
///
/// ```swift
/// let path: CaseKeyPath<Action, Int> = \.response
/// path(42)                        // Action.response(42)
/// Action.response(42)[case: path] // 42
/// ```
public typealias CaseKeyPath<Root, Value> = KeyPath<Case<Root, Root>, Case<Root, Value>>

/// A case key path whose value type is erased, used where only the case matters.
///
/// ```swift
/// let paths: [PartialCaseKeyPath<Action>] = [\.increment, \.response]
/// ```
public typealias PartialCaseKeyPath<Root> = PartialKeyPath<Case<Root, Root>>

extension AnyCasePath {
  /// This case path, through the non-`nil` values of its optional value.
  @inlinable
  func nonNil<Wrapped>() -> AnyCasePath<Root, Wrapped> where Value == Wrapped? {
    let embed = embedValue
    let extract = extractValue
    return AnyCasePath<Root, Wrapped>(
      embed: { wrapped in embed(.some(wrapped)) },
      extract: { root in extract(root).flatMap { $0 } }
    )
  }
}
