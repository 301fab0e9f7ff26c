import CasePathsCore
import Testing

@Suite struct OptionalCasePathsTests {
  @Test func someAndNone() {
    let present: Int? = 1
    let absent: Int? = nil
    #expect(present[case: \.some] == 1)
    #expect(absent[case: \.some] == nil)
    #expect(absent.is(\.none))
    #expect(!present.is(\.none))
    #expect((\Int?.Cases.some)(3) == 3)
    #expect((\Int?.Cases.none)() == nil)
  }

  @Test func chainsThroughSomeIntoWrappedCases() {
    let event: Event? = .child(.value("x"))
    #expect(event[case: \.child.value] == "x")
    #expect(Event?.none[case: \.child.value] == nil)
    #expect((\Event?.Cases.load)(2) == .load(2))
  }
}

@Suite struct ResultCasePathsTests {
  @Test func successAndFailure() {
    let success = Result<Int, Failure>.success(1)
    let failure = Result<Int, Failure>.failure(Failure(code: 7))
    #expect(success[case: \.success] == 1)
    #expect(success[case: \.failure] == nil)
    #expect(failure[case: \.failure] == Failure(code: 7))
    #expect((\Result<Int, Failure>.Cases.success)(2) == .success(2))
    #expect((\Result<Int, Failure>.Cases.failure)(Failure(code: 1)) == .failure(Failure(code: 1)))
  }

  @Test func chainsIntoResultsInsideEnums() {
    let path: CaseKeyPath<Result<Event, Failure>, Int> = \.success.load
    #expect(Result<Event, Failure>.success(.load(4))[case: path] == 4)
    #expect(path(5) == .success(.load(5)))
  }
}
