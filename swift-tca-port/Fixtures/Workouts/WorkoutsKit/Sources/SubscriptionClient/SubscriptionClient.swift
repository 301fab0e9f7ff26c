import ComposableArchitecture
import StoreKit

/// The App Store's plans, and whether the user subscribes to one.
@DependencyClient
public struct SubscriptionClient: Sendable {
  public var plans: @Sendable () async throws -> [Plan]
  public var isSubscribed: @Sendable () async -> Bool = { false }
}

extension SubscriptionClient: DependencyKey {
  public static let liveValue = SubscriptionClient(
    plans: { try await Product.products(for: ["monthly", "yearly"]).map(Plan.init) },
    isSubscribed: {
      for await result in Transaction.currentEntitlements {
        if case .verified = result { return true }
      }
      return false
    }
  )
  public static let testValue = SubscriptionClient()
}

extension DependencyValues {
  public var subscriptions: SubscriptionClient {
    get { self[SubscriptionClient.self] }
    set { self[SubscriptionClient.self] = newValue }
  }
}
