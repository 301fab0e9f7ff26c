import ComposableArchitecture
import FeatureFixtures
import Testing

/// The shared documented features, driven by a `Store`.
@MainActor
struct NumberFactFeatureTests {
  @Test func counterIncrementsAndDecrements() {
    let store = Store(initialState: Feature.State()) { Feature() }
    store.send(.incrementButtonTapped)
    store.send(.incrementButtonTapped)
    store.send(.decrementButtonTapped)
    #expect(store.count == 1)
  }

  @Test func numberFactArrivesThroughTheEffect() async {
    let store = Store(initialState: Feature.State(count: 3)) {
      Feature()
    } withDependencies: {
      $0.numberFact.fetch = { "\($0) is a good number Brent" }
    }
    await store.send(.numberFactButtonTapped).finish()
    #expect(store.numberFact == "3 is a good number Brent")
  }

  @Test func fiveTickTimerTicksFiveTimes() async {
    let store = Store(initialState: TimerFeature.State(count: 3)) {
      TimerFeature()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }
    let task = store.send(.startTimerButtonTapped)
    #expect(store.count == 0)
    await task.finish()
    #expect(store.count == 5)
  }

  @Test func dependenciesOfTheStoreReachReducersAndEffects() async {
    let store = Store(initialState: Feature.State()) {
      Feature()
    } withDependencies: {
      $0.numberFact.fetch = { "\($0) from the store's dependencies" }
    }
    await store.send(.numberFactButtonTapped).finish()
    #expect(store.numberFact == "0 from the store's dependencies")
  }
}
