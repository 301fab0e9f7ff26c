import CasePathsCore
import Testing

@Suite struct CaseKeyPathTests {
  @Test func keyPathLiteralsInferTheirTypes() {
    let load: CaseKeyPath<Event, Int> = \.load
    let childValue: CaseKeyPath<Event, String> = \.child.value
    #expect(Event.load(1)[case: load] == 1)
    #expect(Event.child(.value("v"))[case: childValue] == "v")
  }

  @Test func areHashableAndEqualByComponents() {
    let first: CaseKeyPath<Event, String> = \.child.value
    let second: CaseKeyPath<Event, String> = \.child.value
    let other: CaseKeyPath<Event, Event.Child> = \.child
    #expect(first == second)
    #expect(first.hashValue == second.hashValue)
    #expect(first as AnyKeyPath != other as AnyKeyPath)
    let set: Set<PartialCaseKeyPath<Event>> = [\.load, \.load, \.tap, \.child.value]
    #expect(set.count == 3)
  }

  @Test func embedsWithCallAsFunction() {
    #expect((\Event.Cases.load)(5) == .load(5))
    #expect((\Event.Cases.tap)() == .tap)
    #expect((\Event.Cases.child.value)("deep") == .child(.value("deep")))
    #expect((\Event.Cases.child.ping)() == .child(.ping))
  }

  @Test func caseStepsAppendCustomPaths() {
    let step = Case<Event, Event>.root.appending(AnyCasePath(\Event.Cases.child))
    #expect(step.embed(.ping) == .child(.ping))
    #expect(step.extract(.child(.ping)) == .ping)
    #expect(step.extract(.tap) == nil)
  }

  @Test func repeatedUseOfDistinctPathsWithTheSameTypesStaysDistinct() {
    // Resolution is cached per key path; paths of equal type must not share an entry.
    let tap: CaseKeyPath<Event, Void> = \.tap
    let ping: CaseKeyPath<Event.Child, Void> = \.ping
    let childPing: CaseKeyPath<Event, Void> = \.child.ping
    for _ in 1...3 {
      #expect(Event.tap.is(tap))
      #expect(!Event.tap.is(childPing))
      #expect(Event.child(.ping).is(childPing))
      #expect(!Event.child(.ping).is(tap))
      #expect(Event.Child.ping.is(ping))
      #expect(tap() == .tap)
      #expect(childPing() == .child(.ping))
    }
  }
}
