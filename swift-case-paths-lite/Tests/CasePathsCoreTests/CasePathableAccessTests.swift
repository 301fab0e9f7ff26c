import CasePathsCore
import Testing

@Suite struct CasePathableAccessTests {
  @Test func subscriptReadsTheCaseValue() {
    #expect(Event.load(1)[case: \.load] == 1)
    #expect(Event.tap[case: \.load] == nil)
    #expect(Event.tap[case: \.tap] != nil)
    #expect(Event.child(.value("a"))[case: \.child.value] == "a")
    #expect(Event.child(.ping)[case: \.child.value] == nil)
  }

  @Test func subscriptWritesOnlyIntoTheCurrentCase() {
    var event = Event.load(1)
    event[case: \.load] = 2
    #expect(event == .load(2))

    event[case: \.child.value] = "ignored"
    #expect(event == .load(2))

    event[case: \.load] = nil
    #expect(event == .load(2))

    var nested = Event.child(.value("a"))
    nested[case: \.child.value] = "b"
    #expect(nested == .child(.value("b")))
  }

  @Test func isMatchesTheCase() {
    #expect(Event.tap.is(\.tap))
    #expect(!Event.tap.is(\.load))
    #expect(Event.child(.ping).is(\.child))
    #expect(Event.child(.ping).is(\.child.ping))
    #expect(!Event.child(.ping).is(\.child.value))
  }

  @Test func modifyMutatesInPlaceAndReturnsTheResult() {
    var event = Event.child(.value("a"))
    let count = event.modify(\.child.value) { value -> Int in
      value += "b"
      return value.count
    }
    #expect(event == .child(.value("ab")))
    #expect(count == 2)
  }

  @Test func modifyOfAnotherCaseReportsAnIssueAndChangesNothing() {
    var event = Event.tap
    withKnownIssue {
      event.modify(\.load) { $0 += 1 }
    } matching: { issue in
      issue.description.contains(
        "Can't modify 'tap' via 'CaseKeyPath<Event, Int>': "
          + "the value is in another case, so nothing was changed."
      )
    }
    #expect(event == .tap)
  }
}
