import ComposableArchitecture
import CounterFeature
import Testing

@MainActor
struct CounterFeatureTests {
  @Test func incrementAndDecrementClearTheFact() {
    let store = Store(initialState: CounterFeature.State(numberFact: "old")) { CounterFeature() }
    store.send(.incrementButtonTapped)
    #expect(store.count == 1)
    #expect(store.numberFact == nil)
    store.send(.decrementButtonTapped)
    store.send(.decrementButtonTapped)
    #expect(store.count == -1)
  }

  @Test func factComesFromTheClient() async {
    let store = Store(initialState: CounterFeature.State(count: 3)) {
      CounterFeature()
    } withDependencies: {
      $0.numberFact.fetch = { "\($0) is a good number Brent" }
    }
    let task = store.send(.numberFactButtonTapped)
    #expect(store.isLoading)
    await task.finish()
    #expect(store.numberFact == "3 is a good number Brent")
    #expect(!store.isLoading)
  }

  @Test func aFailedFetchIsShownNotThrown() async {
    struct Offline: Error {}
    let store = Store(initialState: CounterFeature.State()) {
      CounterFeature()
    } withDependencies: {
      $0.numberFact.fetch = { _ in throw Offline() }
    }
    await store.send(.numberFactButtonTapped).finish()
    #expect(store.numberFact == "Couldn't load a fact: Offline()")
  }

  @Test func offlineFactsAreTrue() {
    #expect(offlineFact(about: 0) == "0 is the additive identity: adding it changes nothing.")
    #expect(offlineFact(about: 7) == "7 is a prime number.")
    #expect(offlineFact(about: -9) == "-9 is a perfect square: 3 × 3.")
    #expect(offlineFact(about: 12) == "12 is an even number, divisible by 6 and 2.")
    #expect(offlineFact(about: 15) == "15 is an odd composite number.")
  }

  @Test func theConsolePrintsEachChangeOnce() async {
    let store = Store(initialState: CounterFeature.State()) {
      CounterFeature()
    } withDependencies: {
      $0.numberFact = .liveValue
    }
    var output: [String] = []
    await CounterConsole(store: store).run(lines: ["+", "", "+", "fact", "nope", "-", "quit", "+"])
    {
      output.append($0)
    }
    #expect(
      output == [
        CounterConsole.help,
        "count: 0",
        "count: 1",
        "count: 2",
        "count: 2  (fetching a fact…)",
        "count: 2  fact: 2 is a prime number.",
        "Unknown command 'nope'. \(CounterConsole.help)",
        "count: 1",
      ])
    #expect(store.count == 1)
  }

  @Test func commandsParse() {
    #expect(CounterConsole.Command(line: " + ") == .increment)
    #expect(CounterConsole.Command(line: "-") == .decrement)
    #expect(CounterConsole.Command(line: "FACT") == .fact)
    #expect(CounterConsole.Command(line: "q") == .quit)
    #expect(CounterConsole.Command(line: "++") == nil)
  }
}
