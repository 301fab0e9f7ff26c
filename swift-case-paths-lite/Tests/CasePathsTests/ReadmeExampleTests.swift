import CasePaths
import Testing

/// The README's case-path example, kept compiling and true.
@Suite struct ReadmeExampleTests {
  @CasePathable
  enum Action {
    case increment
    case response(Result<Int, any Error>)
    case move(from: Int, to: Int)
  }

  @Test func readmeExample() {
    let path: CaseKeyPath<Action, Int> = \.response.success
    #expect(path(42)[case: path] == 42)
    #expect(Action.response(.success(7))[case: path] == 7)
    #expect(Action.increment.is(\.increment))

    var action = Action.response(.success(1))
    action.modify(\.response.success) { $0 += 1 }
    #expect(action[case: path] == 2)
    withKnownIssue {
      action.modify(\.move) { $0.to += 1 }
    } matching: { issue in
      issue.description.contains("Can't modify")
        && issue.description.contains(
          "via 'CaseKeyPath<ReadmeExampleTests.Action, (from: Int, to: Int)>'")
    }
    #expect(action[case: path] == 2)
  }
}
