import ComposableArchitecture

/// Taps and successes felt in the hand. The live value is in HapticsClient+Live.swift.
@DependencyClient
struct HapticsClient {
  var success: @Sendable () async -> Void
  var tap: @Sendable () async -> Void
}

extension HapticsClient: TestDependencyKey {
  static let previewValue = HapticsClient(success: {}, tap: {})
  static let testValue = HapticsClient()
}

extension DependencyValues {
  var haptics: HapticsClient {
    get { self[HapticsClient.self] }
    set { self[HapticsClient.self] = newValue }
  }
}
