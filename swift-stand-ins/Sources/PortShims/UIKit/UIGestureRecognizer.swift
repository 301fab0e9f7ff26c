// UIKit's gesture recognizer, as far as its state goes: a feature's actions carry where a drag
// or a long press is (`case dragged(UIGestureRecognizer.State)`).
#if !canImport(SwiftUI)
  /// UIKit's gesture recognizer, for the state of a gesture a feature's actions carry.
  open class UIGestureRecognizer {
    /// Where a gesture is.
    public enum State: Int, Sendable {
      /// Not yet recognized.
      case possible
      /// A continuous gesture has begun.
      case began
      /// A continuous gesture has moved.
      case changed
      /// The gesture has ended.
      case ended
      /// The gesture was cancelled.
      case cancelled
      /// The gesture was not recognized.
      case failed

      /// A discrete gesture recognized: the same as `ended`.
      public static let recognized = State.ended
    }
  }
#endif
