extension Optional: CasePathable {
  /// The case paths of `Optional`: `\.some`, `\.none`, and, when `Wrapped` is case-pathable,
  /// its cases directly (`\Optional<Action>.response` goes through `.some`).
  @dynamicMemberLookup
  public struct AllCasePaths: Sendable {
    /// The case path to a present value.
    ///
    /// ```swift
    /// Optional(1)[case: \.some]  // 1
    /// ```
    public var some: AnyCasePath<Optional, Wrapped> {
      AnyCasePath(embed: { .some($0) }, extract: { $0 })
    }

    /// The case path to absence.
    ///
    /// ```swift
    /// Optional<Int>.none.is(\.none)  // true
    /// ```
    public var none: AnyCasePath<Optional, Void> {
      AnyCasePath(embed: { .none }, extract: { $0 == nil ? () : nil })
    }

    /// Goes through `.some` into one of the wrapped value's cases.
    public subscript<Member>(
      dynamicMember keyPath: KeyPath<Wrapped.AllCasePaths, AnyCasePath<Wrapped, Member>>
    ) -> AnyCasePath<Optional, Member> where Wrapped: CasePathable {
      some.appending(path: Wrapped.allCasePaths[keyPath: keyPath])
    }
  }

  /// The case paths of `Optional`.
  ///
  /// ```swift
  /// Optional<Int>.allCasePaths.some.embed(1)  // Optional(1)
  /// ```
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}
