import ComposableArchitecture
import CoreHaptics
import UIKit

extension HapticsClient: DependencyKey {
  static let liveValue = HapticsClient(
    success: { @MainActor in UINotificationFeedbackGenerator().notificationOccurred(.success) },
    tap: { @MainActor in UIImpactFeedbackGenerator(style: .light).impactOccurred() }
  )
}
