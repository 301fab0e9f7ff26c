// UIKit's animation blocks, which features call from their effects (isowords sends an action
// inside `UIView.animate(withDuration:…)` to move a cube's nub): here nothing draws, so the
// changes happen at once and the completion runs with `true`, as an animation that finished.
// Only `UIView`'s animation members stand in: a type inheriting `UIView` is still the view
// layer, and tca-port removes it.
#if !canImport(SwiftUI)
  import Foundation

  /// UIKit's view, as far as its animation class methods go.
  @MainActor
  public enum UIView {
    /// How an animation runs: its curve, repetition and interaction.
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
      /// The options' bits.
      public let rawValue: UInt

      /// The options whose bits `rawValue` sets.
      public init(rawValue: UInt) { self.rawValue = rawValue }

      /// Lays out subviews as the animation runs.
      nonisolated public static let layoutSubviews = Self(rawValue: 1 << 0)
      /// Lets the user interact with views as they animate.
      nonisolated public static let allowUserInteraction = Self(rawValue: 1 << 1)
      /// Starts from where a running animation is.
      nonisolated public static let beginFromCurrentState = Self(rawValue: 1 << 2)
      /// Repeats without end.
      nonisolated public static let `repeat` = Self(rawValue: 1 << 3)
      /// Runs backwards after each forward run.
      nonisolated public static let autoreverse = Self(rawValue: 1 << 4)
      /// Eases in and out.
      nonisolated public static let curveEaseInOut = Self(rawValue: 0 << 16)
      /// Eases in.
      nonisolated public static let curveEaseIn = Self(rawValue: 1 << 16)
      /// Eases out.
      nonisolated public static let curveEaseOut = Self(rawValue: 2 << 16)
      /// Runs at one speed.
      nonisolated public static let curveLinear = Self(rawValue: 3 << 16)
    }

    /// Makes `animations`' changes at once, then calls `completion` with `true`.
    public static func animate(
      withDuration duration: TimeInterval, delay: TimeInterval = 0,
      options: AnimationOptions = [], animations: @escaping @MainActor () -> Void,
      completion: (@MainActor (Bool) -> Void)? = nil
    ) {
      animations()
      completion?(true)
    }

    /// Makes `animations`' changes at once, then calls `completion` with `true`.
    public static func animate(
      withDuration duration: TimeInterval, animations: @escaping @MainActor () -> Void,
      completion: (@MainActor (Bool) -> Void)? = nil
    ) {
      animate(withDuration: duration, delay: 0, animations: animations, completion: completion)
    }

    /// Makes `animations`' changes at once, as a spring would end, then calls `completion`
    /// with `true`.
    public static func animate(
      withDuration duration: TimeInterval, delay: TimeInterval,
      usingSpringWithDamping damping: CGFloat, initialSpringVelocity velocity: CGFloat,
      options: AnimationOptions = [], animations: @escaping @MainActor () -> Void,
      completion: (@MainActor (Bool) -> Void)? = nil
    ) {
      animate(withDuration: duration, delay: delay, animations: animations, completion: completion)
    }

    /// Makes `actions`' changes, which are never animated here.
    public static func performWithoutAnimation(_ actions: () -> Void) {
      actions()
    }
  }
#endif
