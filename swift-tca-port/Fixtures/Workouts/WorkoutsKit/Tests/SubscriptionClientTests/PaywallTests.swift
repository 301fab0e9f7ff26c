import ComposableArchitecture
import Testing

@testable import SubscriptionClient

@MainActor
struct PaywallTests {
  @Test
  func appearingListsThePlans() async {
    let monthly = Plan(id: "monthly", price: "€4.99")
    let store = TestStore(initialState: Paywall.State()) {
      Paywall()
    } withDependencies: {
      $0.subscriptions.plans = { [monthly] }
      $0.subscriptions.isSubscribed = { true }
    }
    await store.send(.onAppear)
    await store.receive(\.loaded) {
      $0.plans = [monthly]
      $0.isSubscribed = true
    }
  }

  @Test
  func thePaywallsSettingsKeysAreItsOwn() {
    #expect(Plan.Key.allCases.map(\.rawValue) == ["lastShown", "dismissedCount"])
  }
}
