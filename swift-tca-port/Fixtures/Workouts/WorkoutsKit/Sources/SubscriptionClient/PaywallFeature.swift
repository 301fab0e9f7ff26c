import ComposableArchitecture
import SwiftUI

/// The paywall: it lists the plans once it appears.
@Reducer
public struct Paywall {
  @ObservableState
  public struct State: Equatable {
    public var plans: [Plan] = []
    public var isSubscribed = false
    public init() {}
  }

  public enum Action {
    case onAppear
    case loaded(plans: [Plan], isSubscribed: Bool)
  }

  @Dependency(\.subscriptions) var subscriptions

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .onAppear:
        return .run { send in
          let plans = try await subscriptions.plans()
          await send(.loaded(plans: plans, isSubscribed: await subscriptions.isSubscribed()))
        }
      case let .loaded(plans, isSubscribed):
        state.plans = plans
        state.isSubscribed = isSubscribed
        return .none
      }
    }
  }
}

/// The paywall's colours, read from the environment.
struct PaywallTheme {
  var accent = Color.orange

  enum Key: EnvironmentKey {
    static let defaultValue = PaywallTheme()
  }
}

struct PaywallView: View {
  let store: StoreOf<Paywall>
  @Environment(\.paywallTheme) var theme

  var body: some View {
    List(store.plans) { plan in
      Text(plan.price).foregroundStyle(theme.accent)
    }
    .onAppear { store.send(.onAppear) }
  }
}

extension EnvironmentValues {
  var paywallTheme: PaywallTheme {
    get { self[PaywallTheme.Key.self] }
    set { self[PaywallTheme.Key.self] = newValue }
  }
}
