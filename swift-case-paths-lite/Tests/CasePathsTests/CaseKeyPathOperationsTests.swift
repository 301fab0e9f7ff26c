import CasePaths
import Testing

@CasePathable
enum Conditional: Equatable {
  case always(Int)
  #if DEBUG
    case debugOnly(String)
  #else
    case releaseOnly(String)
  #endif
}

@Suite struct CaseKeyPathOperationsTests {
  @Test func switchCasesMatchByCaseKeyPath() {
    func kind(_ action: ParentAction) -> String {
      switch action {
      case \.child.response.success: "success"
      case \.child: "child"
      case \.destination.edit: "edit"
      default: "other"
      }
    }
    #expect(kind(.child(.response(.success(1)))) == "success")
    #expect(kind(.child(.increment)) == "child")
    #expect(kind(.destination(.edit("x"))) == "edit")
    #expect(kind(.destination(nil)) == "other")
    #expect(kind(.timerTick) == "other")
  }

  @Test func aCaseWithAnOptionalValueCanBeReachedThroughItsNonNilValues() {
    let present: CaseKeyPath<ParentAction, DestinationAction> = \.destination
    #expect(ParentAction.destination(.alert(true))[case: present] == .alert(true))
    #expect(ParentAction.destination(nil)[case: present] == nil)
    #expect(present(.edit("a")) == .destination(.edit("a")))
    let optional = \ParentAction.Cases.destination
    #expect(optional(nil) == .destination(nil))
  }

  @Test func partialCaseKeyPathsEmbedAndExtractValuesOfTheirCase() {
    let paths: [PartialCaseKeyPath<ParentAction>] = [\.timerTick, \.child.increment, \.destination]
    #expect(paths[1](()) as ParentAction? == .child(.increment))
    #expect(paths[1]("wrong type") as ParentAction? == nil)
    #expect(ParentAction.child(.increment)[case: paths[1]] != nil)
    #expect(ParentAction.timerTick[case: paths[1]] == nil)
    let child: PartialCaseKeyPath<ParentAction> = \.child
    #expect(ParentAction.child(.increment)[case: child] as? ChildAction == .increment)
  }

  @Test func aSendableCaseKeyPathCrossesIntoATask() async {
    let path = (\ParentAction.Cases.child.response.success).unsafeSendable()
    let action = await Task.detached { path(7) }.value
    #expect(action == .child(.response(.success(7))))
  }

  @Test func modifyNamesItsClosureYield() {
    var action = ParentAction.child(.response(.success(1)))
    action.modify(\.child.response.success, yield: { $0 += 1 })
    #expect(action == .child(.response(.success(2))))
  }

  @Test func casesInsideIfConfigGetCasePaths() {
    #expect(Conditional.always(1)[case: \.always] == 1)
    #if DEBUG
      #expect(Conditional.debugOnly("d")[case: \.debugOnly] == "d")
    #else
      #expect(Conditional.releaseOnly("r")[case: \.releaseOnly] == "r")
    #endif
  }
}
