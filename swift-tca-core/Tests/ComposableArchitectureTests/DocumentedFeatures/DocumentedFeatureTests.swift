import ComposableArchitecture
import Testing

/// The documentation's timer and logic-sharing features, driven by a `Store`.
@MainActor
struct DocumentedFeatureTests {
  @Test func stoppingTheTimerCancelsItsEffect() async {
    let store = Store(initialState: CounterFeature.State()) { CounterFeature() }
    let timer = store.send(.startTimerButtonTapped)
    #expect(!timer.isCancelled)
    store.send(.stopTimerButtonTapped)
    await timer.finish()
    #expect(store.count == 0)
  }

  @Test func sharingLogicWithAnActionCostsTwoActions() async {
    var actions = 0
    let store = Store(initialState: SharedComputationWithAction.State()) {
      SharedComputationWithAction()
      Reduce { _, _ in
        actions += 1
        return .none
      }
    }
    await store.send(.buttonTapped).finish()
    await store.send(.toggleChanged).finish()
    await store.send(.textFieldChanged("Hi")).finish()
    #expect(actions == 6)
    #expect(store.sharedComputations == 3)
    #expect(store.count == 1 && store.isEnabled && store.description == "Hi")
  }

  @Test func sharingLogicWithAMethodCostsOneAction() async {
    var actions = 0
    let store = Store(initialState: SharedComputationWithMethod.State()) {
      SharedComputationWithMethod()
      Reduce { _, _ in
        actions += 1
        return .none
      }
    }
    await store.send(.buttonTapped).finish()
    await store.send(.toggleChanged).finish()
    await store.send(.textFieldChanged("Hi")).finish()
    #expect(actions == 3)
    #expect(store.sharedComputations == 3)
  }

  @Test func parentRunsTheChildReducerDirectly() async {
    var received: [Parent.Action] = []
    let store = Store(initialState: Parent.State()) {
      Parent()
      Reduce { _, action in
        received.append(action)
        return .none
      }
    }
    store.send(.buttonTapped)
    #expect(store.child.refreshCount == 1)
    // The child's `.send(.refreshed)` comes back as a parent action, and nothing else does.
    #expect(received.count == 2)
    guard case .child(.refreshed) = received.last else {
      Issue.record("Expected .child(.refreshed), got \(received)")
      return
    }
  }
}
