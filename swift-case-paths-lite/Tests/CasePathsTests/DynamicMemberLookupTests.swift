import CasePaths
import Testing

struct Counter: Equatable {
  var count = 0
}

@CasePathable @dynamicMemberLookup
enum Destination: Equatable {
  case counter(Counter)
  case message(String)
  case dismissed
}

struct Screen: Equatable {
  var destination: Destination?
}

@Suite struct DynamicMemberLookupTests {
  @Test func readsEachCaseAsAnOptional() {
    let destination = Destination.counter(Counter(count: 1))
    #expect(destination.counter == Counter(count: 1))
    #expect(destination.message == nil)
    #expect(Destination.dismissed.dismissed != nil)
  }

  @Test func readsThroughAnOptionalParent() {
    var screen = Screen()
    #expect(screen.destination?.counter == nil)
    screen.destination = .counter(Counter(count: 2))
    #expect(screen.destination?.counter?.count == 2)
    let keyPath: KeyPath<Screen, Counter?> = \.destination?.counter
    #expect(screen[keyPath: keyPath] == Counter(count: 2))
  }

  @Test func writesThroughIntoTheCurrentCase() {
    var screen = Screen(destination: .counter(Counter(count: 1)))
    screen.destination?.counter?.count = 4
    #expect(screen.destination == .counter(Counter(count: 4)))
  }

  @Test func writesToAnotherCaseChangeNothing() {
    var screen = Screen(destination: .counter(Counter(count: 1)))
    screen.destination?.message = "ignored"
    #expect(screen.destination == .counter(Counter(count: 1)))
    screen.destination?.counter = nil
    #expect(screen.destination == .counter(Counter(count: 1)))

    var empty = Screen()
    empty.destination?.counter?.count = 9
    #expect(empty.destination == nil)
  }
}
