import ComposableArchitecture
import UIKit

/// Taps the user feels.
@DependencyClient
public struct HapticsClient: Sendable {
  public var selectionChanged: @Sendable () async -> Void
  /// A success, a warning or an error, felt.
  public var notify: @Sendable (UINotificationFeedbackGenerator.FeedbackType) async -> Void
}

extension HapticsClient: DependencyKey {
  public static let liveValue = HapticsClient(
    selectionChanged: { await UISelectionFeedbackGenerator().selectionChanged() },
    notify: { await UINotificationFeedbackGenerator().notificationOccurred($0) }
  )
  public static let testValue = HapticsClient()
}

extension DependencyValues {
  public var haptics: HapticsClient {
    get { self[HapticsClient.self] }
    set { self[HapticsClient.self] = newValue }
  }
}
