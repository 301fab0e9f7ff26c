extension Result: CasePathable, CasePathIterable {
  /// The case paths of `Result`: `\.success` and `\.failure`.
  public struct AllCasePaths: CasePathReflectable, Sendable, Sequence {
    /// The case key path to the case `root` is in.
    ///
    /// ```swift
    /// Result<Int, any Error>.allCasePaths[.success(1)]  // \.success
    /// ```
    public subscript(root: Result) -> PartialCaseKeyPath<Result> {
      switch root {
      case .success: \.success
      case .failure: \.failure
      }
    }

    /// The case path to a success value.
    ///
    /// ```swift
    /// Result<Int, any Error>.success(1)[case: \.success]  // 1
    /// ```
    public var success: AnyCasePath<Result, Success> {
      AnyCasePath(
        embed: { .success($0) },
        extract: {
          guard case let .success(value) = $0 else { return nil }
          return value
        }
      )
    }

    /// The case path to a failure.
    ///
    /// ```swift
    /// Result<Int, MyError>.failure(.boom)[case: \.failure]  // .boom
    /// ```
    public var failure: AnyCasePath<Result, Failure> {
      AnyCasePath(
        embed: { .failure($0) },
        extract: {
          guard case let .failure(error) = $0 else { return nil }
          return error
        }
      )
    }

    /// `\.success`, then `\.failure`.
    public func makeIterator() -> IndexingIterator<[PartialCaseKeyPath<Result>]> {
      [\.success, \.failure].makeIterator()
    }
  }

  /// The case paths of `Result`.
  ///
  /// ```swift
  /// Result<Int, any Error>.allCasePaths.success.embed(1)  // .success(1)
  /// ```
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}
