import LiteSupport

/// The outcome of async work that can fail, with any error: what effects sent back before Swift
/// had typed throws and `Result.init(catching:)` for async code.
///
/// Upstream soft-deprecated it in 1.4 (no warning) in favour of `Result<Success, any Error>`;
/// features written before then keep compiling:
///
/// ```swift
/// case factResponse(TaskResult<String>)
/// return .run { [count = state.count] send in
///   await send(.factResponse(TaskResult { try await numberFact.fetch(count) }))
/// }
/// ```
@available(
  *,
  message:
    "Use 'Result', instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4#Moving-off-of-TaskResult"
)
public enum TaskResult<Success: Sendable>: Sendable {
  /// The work returned a value.
  case success(Success)
  /// The work threw an error.
  case failure(any Error)

  /// The outcome of `body`: its value, or the error it threw.
  public init(catching body: @Sendable () async throws -> Success) async {
    do {
      self = .success(try await body())
    } catch {
      self = .failure(error)
    }
  }

  /// The outcome a `Result` holds.
  public init<Failure>(_ result: Result<Success, Failure>) {
    switch result {
    case let .success(value): self = .success(value)
    case let .failure(error): self = .failure(error)
    }
  }

  /// The value; throws the error of a failure.
  public var value: Success {
    get throws {
      switch self {
      case let .success(value): return value
      case let .failure(error): throw error
      }
    }
  }

  /// The outcome with its value transformed.
  public func map<NewSuccess>(_ transform: (Success) -> NewSuccess) -> TaskResult<NewSuccess> {
    switch self {
    case let .success(value): .success(transform(value))
    case let .failure(error): .failure(error)
    }
  }

  /// The outcome `transform` gives for the value; a failure stays a failure.
  public func flatMap<NewSuccess>(
    _ transform: (Success) -> TaskResult<NewSuccess>
  ) -> TaskResult<NewSuccess> {
    switch self {
    case let .success(value): transform(value)
    case let .failure(error): .failure(error)
    }
  }

  /// `Result`'s name for ``value``.
  @available(*, unavailable, renamed: "value")
  public func get() throws -> Success {
    try value
  }
}

extension TaskResult: CasePathable {
  /// The case paths of a task result: `\.success` and `\.failure`.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }

  /// The case paths of ``TaskResult``.
  public struct AllCasePaths: Sendable {
    /// The path to a success's value.
    public var success: AnyCasePath<TaskResult, Success> {
      AnyCasePath(
        embed: { .success($0) },
        extract: {
          guard case let .success(value) = $0 else { return nil }
          return value
        })
    }

    /// The path to a failure's error.
    public var failure: AnyCasePath<TaskResult, any Error> {
      AnyCasePath(
        embed: { .failure($0) },
        extract: {
          guard case let .failure(error) = $0 else { return nil }
          return error
        })
    }
  }
}

extension Result where Success: Sendable, Failure == any Error {
  /// The result a task result holds.
  @available(
    *,
    message:
      "Use 'Result', instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4#Moving-off-of-TaskResult"
  )
  public init(_ result: TaskResult<Success>) {
    switch result {
    case let .success(value): self = .success(value)
    case let .failure(error): self = .failure(error)
    }
  }
}

extension TaskResult: Equatable where Success: Equatable {
  /// Equal successes hold equal values; equal failures hold equal errors of an equatable type.
  /// Two errors of one type that is not equatable are reported, as a test could not tell them
  /// apart.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case let (.success(lhs), .success(rhs)):
      return lhs == rhs
    case let (.failure(lhs), .failure(rhs)):
      if let equal = errorsAreEqual(lhs, rhs) { return equal }
      #if DEBUG
        if type(of: lhs) == type(of: rhs) {
          let name = typeName(type(of: lhs))
          reportIssue(
            """
            "\(name)" is not equatable.

            To test two values of this type, it must conform to the "Equatable" protocol. For \
            example:

                extension \(name): Equatable {}

            See the documentation of "TaskResult" for more information.
            """)
        }
      #endif
      return false
    default:
      return false
    }
  }
}

extension TaskResult: Hashable where Success: Hashable {
  /// Hashes the value, or the error when its type is hashable (a type that is not is reported).
  public func hash(into hasher: inout Hasher) {
    switch self {
    case let .success(value):
      hasher.combine(value)
      hasher.combine(0)
    case let .failure(error):
      if let error = (error as Any) as? any Hashable {
        hasher.combine(AnyHashable(error))
        hasher.combine(1)
      } else {
        #if DEBUG
          let name = typeName(type(of: error))
          reportIssue(
            """
            "\(name)" is not hashable.

            To hash a value of this type, it must conform to the "Hashable" protocol. For example:

                extension \(name): Hashable {}

            See the documentation of "TaskResult" for more information.
            """)
        #endif
      }
    }
  }
}

/// Whether two errors are equal, when the first one's type is equatable; `nil` when it is not.
private func errorsAreEqual(_ lhs: any Error, _ rhs: any Error) -> Bool? {
  guard let lhs = (lhs as Any) as? any Equatable else { return nil }
  func isEqual<Value: Equatable>(_ lhs: Value) -> Bool { (rhs as? Value) == lhs }
  return isEqual(lhs)
}
