import CasePaths
import Testing

/// The shapes TCA features take: an action with a child action, a child action with a response
/// `Result`, and a destination enum reached through an optional.
@CasePathable
enum ParentAction: Equatable {
  case child(ChildAction)
  case destination(DestinationAction?)
  case timerTick
}

@CasePathable
enum ChildAction: Equatable {
  case response(Result<Int, ResponseError>)
  case increment
}

@CasePathable
enum DestinationAction: Equatable {
  case edit(String)
  case alert(Bool)
}

struct ResponseError: Error, Equatable {}

@Suite struct NestedCasePathsTests {
  @Test func chainsAcrossNestedEnumsAndResult() {
    let path: CaseKeyPath<ParentAction, Int> = \.child.response.success
    #expect(path(42) == .child(.response(.success(42))))
    #expect(ParentAction.child(.response(.success(7)))[case: path] == 7)
    #expect(ParentAction.child(.response(.failure(ResponseError())))[case: path] == nil)
    #expect(
      ParentAction.child(.response(.failure(ResponseError())))[case: \.child.response.failure]
        == ResponseError()
    )
  }

  @Test func chainsThroughOptionalWithoutNamingSome() {
    let path: CaseKeyPath<ParentAction, String> = \.destination.edit
    #expect(path("x") == .destination(.edit("x")))
    #expect(ParentAction.destination(.edit("y"))[case: path] == "y")
    #expect(ParentAction.destination(nil)[case: path] == nil)
    #expect(ParentAction.destination(nil).is(\.destination.none))
  }

  @Test func writesThroughNestedCases() {
    var action = ParentAction.child(.response(.success(1)))
    action[case: \.child.response.success] = 2
    #expect(action == .child(.response(.success(2))))
    action.modify(\.child.response.success) { $0 *= 10 }
    #expect(action == .child(.response(.success(20))))
  }

  @Test func modifyMismatchNamesTheValueAndPath() {
    var action = ParentAction.timerTick
    withKnownIssue {
      action.modify(\.child.response.success) { $0 += 1 }
    } matching: { issue in
      issue.description.contains(
        "Can't modify 'timerTick' via 'CaseKeyPath<ParentAction, Int>'"
      )
    }
    #expect(action == .timerTick)
  }
}
