import Testing

@testable import CasePathsCore

extension Case where Value == Int {
  /// A component with an argument, like `\.rows[id: id]`: every argument is a new key path.
  fileprivate subscript(plus offset: Int) -> Case<Root, Int> {
    appending(AnyCasePath(embed: { $0 - offset }, extract: { $0 + offset }))
  }
}

struct ResolvedCaseCacheTests {
  @Test func keyPathsWithArgumentsDoNotGrowTheCacheForever() {
    for offset in 0..<100_000 {
      let path: CaseKeyPath<Event, Int> = \.load[plus: offset]
      #expect(Event.load(1)[case: path] == 1 + offset)
    }
    #expect(resolvedCaseCount <= 2_048)
  }

  @Test func aPathUsedAgainAfterEvictionStillResolves() {
    let path: CaseKeyPath<Event, Int> = \.load[plus: -1]
    #expect(Event.load(5)[case: path] == 4)
    for offset in 1_000_000..<1_005_000 {
      _ = Event.load(0)[case: \.load[plus: offset]]
    }
    #expect(Event.load(5)[case: path] == 4)
    #expect(path(4) == .load(5))
  }
}
