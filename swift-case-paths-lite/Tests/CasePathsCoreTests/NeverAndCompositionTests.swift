import CasePathsCore
import Testing

@Suite struct NeverAndCompositionTests {
  @Test func neverIsCasePathableWithNoCases() {
    func caseCount<Enum: CasePathIterable>(_: Enum.Type) -> Int {
      Array(Enum.allCasePaths).count
    }
    #expect(caseCount(Never.self) == 0)
  }

  @Test func theIdentityCasePathReturnsTheValueGiven() {
    let identity = AnyCasePath<Event, Event>()
    #expect(identity.extract(from: .load(1)) == .load(1))
    #expect(identity.embed(.tap) == .tap)
  }

  @Test func aCasePathGoesOnThroughItsValuesCasesByName() {
    let child = AnyCasePath<Event, Event.Child>(
      embed: { .child($0) }, extract: { if case let .child(v) = $0 { v } else { nil } })
    let value = child.value
    #expect(value.extract(from: .child(.value("a"))) == "a")
    #expect(value.extract(from: .child(.ping)) == nil)
    #expect(value.embed("b") == .child(.value("b")))
  }

  @Test func anOptionalEnumIsInACaseOnlyWhenPresent() {
    let present: Event? = .load(1)
    let absent: Event? = nil
    #expect(present.is(\Event.Cases.load as PartialCaseKeyPath<Event>))
    #expect(!present.is(\Event.Cases.tap as PartialCaseKeyPath<Event>))
    #expect(!absent.is(\Event.Cases.load as PartialCaseKeyPath<Event>))
  }

  @Test func anOptionalEnumsCaseIsModifiedInPlace() {
    var event: Event? = .load(1)
    event.modify(\Event.Cases.load) { $0 += 1 }
    #expect(event == .load(2))
  }

  @Test func modifyingANilOptionalEnumReportsAnIssueAndChangesNothing() {
    var event: Event? = nil
    withKnownIssue {
      event.modify(\Event.Cases.load) { $0 += 1 }
    } matching: { issue in
      issue.description.contains(
        "Can't modify 'nil' via 'CaseKeyPath<Event, Int>': the value is nil, so nothing was changed."
      )
    }
    #expect(event == nil)
  }
}
