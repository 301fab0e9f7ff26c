import ComposableArchitectureTesting
import CounterFeature
import Testing

/// The counter tested exhaustively: every state change and every action its effect sends back.
@MainActor
struct CounterFeatureTestStoreTests {
  @Test func incrementThenFetchAFact() async {
    let store = TestStore(initialState: CounterFeature.State()) {
      CounterFeature()
    } withDependencies: {
      $0.numberFact.fetch = { "\($0) is a good number Brent" }
    }
    await store.send(.incrementButtonTapped) {
      $0.count = 1
    }
    await store.send(.numberFactButtonTapped) {
      $0.isLoading = true
    }
    await store.receive(\.numberFactResponse) {
      $0.isLoading = false
      $0.numberFact = "1 is a good number Brent"
    }
    await store.send(.decrementButtonTapped) {
      $0.count = 0
      $0.numberFact = nil
    }
  }
}
