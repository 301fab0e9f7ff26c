import ComposableArchitecture
import Testing

private struct Unavailable: Error, Hashable {}
private struct Opaque: Error {}

@Suite struct TaskResultTests {
  @Test func catchingHoldsTheValueOrTheError() async throws {
    let success = await TaskResult { 42 }
    #expect(try success.value == 42)
    let failure = await TaskResult<Int> { throw Unavailable() }
    #expect(throws: Unavailable.self) { try failure.value }
    #expect(TaskResult(Result<Int, Unavailable>.failure(Unavailable())) == failure)
    #expect(try Result(success).map { $0 + 1 }.get() == 43)
  }

  @Test func mapAndFlatMapTransformTheValueOnly() throws {
    let value = TaskResult.success(2)
    #expect(try value.map { $0 * 10 }.value == 20)
    #expect(try value.flatMap { .success("\($0)") }.value == "2")
    let failure = TaskResult<Int>.failure(Unavailable())
    #expect(failure.map { $0 * 10 } == .failure(Unavailable()))
  }

  @Test func equatableErrorsCompareAndTheirTypesMatter() {
    #expect(TaskResult<Int>.failure(Unavailable()) == .failure(Unavailable()))
    #expect(TaskResult<Int>.failure(Unavailable()) != .failure(Opaque()))
    #expect(TaskResult<Int>.success(1) != .failure(Unavailable()))
    #expect(Set([TaskResult.success(1), .success(1), .failure(Unavailable())]).count == 2)
  }

  @Test func errorsThatCannotBeComparedAreReported() {
    withKnownIssue {
      #expect(TaskResult<Int>.failure(Opaque()) != .failure(Opaque()))
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.hasPrefix(#""Opaque" is not equatable."#)
          && $0.rawValue.contains("extension Opaque: Equatable {}")
      }
    }
  }

  @Test func errorsThatCannotBeHashedAreReported() {
    withKnownIssue {
      var hasher = Hasher()
      TaskResult<Int>.failure(Opaque()).hash(into: &hasher)
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.hasPrefix(#""Opaque" is not hashable."#)
          && $0.rawValue.contains("extension Opaque: Hashable {}")
      }
    }
  }

  @Test func itsCasesAreCasePaths() {
    let result = TaskResult.success(7)
    #expect(result[case: \.success] == 7)
    #expect(result.is(\.success))
    #expect(!result.is(\.failure))
    #expect(AnyCasePath(\TaskResult<Int>.Cases.success).embed(3) == .success(3))
  }
}
