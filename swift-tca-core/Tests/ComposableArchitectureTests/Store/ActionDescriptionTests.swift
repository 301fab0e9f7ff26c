import Testing

@_spi(Internals) @testable import ComposableArchitecture

enum DescribedParent {
  case child(DescribedChild)
  case rename(id: Int, to: DescribedChild)
  case pair(Int, DescribedChild)
  case reset
}

enum DescribedChild { case increment, decrement }

/// Actions print in runtime warnings as upstream prints them.
@Test func actionsPrintTheirTypeAndCasePath() {
  #expect(debugCaseOutput(DescribedParent.child(.increment)) == "DescribedParent.child(.increment)")
  #expect(
    debugCaseOutput(DescribedParent.rename(id: 1, to: .decrement))
      == "DescribedParent.rename(id:, to: .decrement)")
  #expect(
    debugCaseOutput(DescribedParent.pair(1, .increment))
      == "DescribedParent.pair(_:, _: .increment)")
  #expect(debugCaseOutput(DescribedParent.reset) == "DescribedParent.reset")
  #expect(debugCaseOutput("text") == #""text""#)
}

/// Private and local types print as written, as upstream prints them.
@Test func privateAndLocalActionTypesPrintWithoutUnknownContexts() {
  enum LocalAction { case tap }
  #expect(debugCaseOutput(PrivateAction.submit) == "PrivateAction.submit")
  #expect(debugCaseOutput(LocalAction.tap) == "LocalAction.tap")
  #expect(debugCaseOutput(LocalAction.tap, abbreviated: true) == ".tap")
}

private enum PrivateAction { case submit }
