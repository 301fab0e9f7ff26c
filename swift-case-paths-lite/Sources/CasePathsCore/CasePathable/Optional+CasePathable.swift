import IssueReporting
import LiteSupport

extension Optional: CasePathable, CasePathIterable {
  /// The case paths of `Optional`: `\.some`, `\.none`, and, when `Wrapped` is case-pathable,
  /// its cases directly (`\Optional<Action>.response` goes through `.some`).
  @dynamicMemberLookup
  public struct AllCasePaths: CasePathReflectable, Sendable, Sequence {
    /// The case key path to the case `root` is in.
    ///
    /// ```swift
    /// Optional.allCasePaths[Int?.some(1)]  // \.some
    /// ```
    public subscript(root: Optional) -> PartialCaseKeyPath<Optional> {
      switch root {
      case .none: \.none
      case .some: \.some
      }
    }

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

    /// Goes through `.some` into one of the wrapped value's cases, keeping the optional: the
    /// path written `CaseKeyPath<Root, Member?>` (absent when the optional is `nil`), as
    /// upstream CasePaths types it.
    @_disfavoredOverload
    public subscript<Member>(
      dynamicMember keyPath: KeyPath<Wrapped.AllCasePaths, AnyCasePath<Wrapped, Member>>
    ) -> AnyCasePath<Optional, Member?> where Wrapped: CasePathable {
      Wrapped.allCasePaths[keyPath: keyPath].throughOptionals()
    }

    /// `\.none`, then `\.some`.
    public func makeIterator() -> IndexingIterator<[PartialCaseKeyPath<Optional>]> {
      [\.none, \.some].makeIterator()
    }
  }

  /// The case paths of `Optional`.
  ///
  /// ```swift
  /// Optional<Int>.allCasePaths.some.embed(1)  // Optional(1)
  /// ```
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension AnyCasePath {
  /// This path between optionals: `nil` embeds as `nil`, and a `nil` root extracts nothing.
  // Outside the `Wrapped: CasePathable` context, whose metatype the closures would capture.
  fileprivate func throughOptionals() -> AnyCasePath<Root?, Value?> {
    AnyCasePath<Root?, Value?>(
      embed: { value in value.map(embed) },
      extract: { root in root.flatMap(extract(from:)).map { .some($0) } }
    )
  }
}

extension Optional where Wrapped: CasePathable {
  /// Whether the wrapped value is in the case `keyPath` names; `false` when `nil`.
  ///
  /// ```swift
  /// let destination: Destination.State? = .alert(AlertState(title: TextState("Hi")))
  /// destination.is(\.alert)  // true
  /// ```
  @_disfavoredOverload
  public func `is`(_ keyPath: PartialCaseKeyPath<Wrapped>) -> Bool {
    self?[case: keyPath] != nil
  }

  /// Mutates the wrapped value's case `keyPath` names in place; when `nil`, or in another case,
  /// nothing changes and an issue is reported.
  ///
  /// ```swift
  /// state.destination.modify(\.counter) { $0.count += 1 }
  /// ```
  @_disfavoredOverload
  public mutating func modify<Value>(
    _ keyPath: CaseKeyPath<Wrapped, Value>,
    yield body: (inout Value) -> Void,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    guard var wrapped = self else {
      reportIssue(
        """
        Can't modify 'nil' via 'CaseKeyPath<\(typeName(Wrapped.self)), \(typeName(Value.self))>': \
        the value is nil, so nothing was changed.
        """,
        fileID: fileID, filePath: filePath, line: line, column: column)
      return
    }
    wrapped.modify(
      keyPath, yield: body, fileID: fileID, filePath: filePath, line: line, column: column)
    self = wrapped
  }
}
