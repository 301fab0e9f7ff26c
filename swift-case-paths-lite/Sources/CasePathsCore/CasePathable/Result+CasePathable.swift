extension Result: CasePathable {
  /// The case paths of `Result`: `\.success` and `\.failure`.
  public struct AllCasePaths: Sendable {
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
  }

  /// The case paths of `Result`.
  ///
  /// ```swift
  /// Result<Int, any Error>.allCasePaths.success.embed(1)  // .success(1)
  /// ```
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}
