#if !canImport(SwiftUI)
  /// A description of an animation, standing in for SwiftUI's `Animation` where SwiftUI does not
  /// exist, so feature code that animates its actions compiles everywhere.
  ///
  /// ```swift
  /// store.send(.toggleButtonTapped, animation: .easeInOut)
  /// return .run { send in await send(.loaded, animation: .spring()) }
  /// ```
  ///
  /// Nothing is animated: there is no view layer to animate. Two animations are equal when they
  /// were built the same way.
  public struct Animation: Hashable, Sendable, CustomStringConvertible {
    /// How the animation was built, like `easeInOut(duration: 0.3)`.
    public let description: String

    private init(_ description: String) {
      self.description = description
    }

    /// The default animation.
    public static let `default` = Animation("default")
    /// An animation at constant speed.
    public static let linear = Animation("linear")
    /// An animation that starts slowly.
    public static let easeIn = Animation("easeIn")
    /// An animation that ends slowly.
    public static let easeOut = Animation("easeOut")
    /// An animation that starts and ends slowly.
    public static let easeInOut = Animation("easeInOut")
    /// A spring with the default parameters.
    public static let spring = Animation("spring")
    /// A spring with a small bounce.
    public static let bouncy = Animation("bouncy")
    /// A spring without bounce.
    public static let smooth = Animation("smooth")
    /// A quick spring with a small bounce.
    public static let snappy = Animation("snappy")
    /// A stiff spring, for interactive gestures.
    public static let interactiveSpring = Animation("interactiveSpring")
    /// A spring that interpolates from the current velocity.
    public static let interpolatingSpring = Animation("interpolatingSpring")

    /// An animation at constant speed lasting `duration` seconds.
    public static func linear(duration: Double) -> Animation {
      Animation("linear(duration: \(duration))")
    }

    /// An animation that starts slowly, lasting `duration` seconds.
    public static func easeIn(duration: Double) -> Animation {
      Animation("easeIn(duration: \(duration))")
    }

    /// An animation that ends slowly, lasting `duration` seconds.
    public static func easeOut(duration: Double) -> Animation {
      Animation("easeOut(duration: \(duration))")
    }

    /// An animation that starts and ends slowly, lasting `duration` seconds.
    public static func easeInOut(duration: Double) -> Animation {
      Animation("easeInOut(duration: \(duration))")
    }

    /// A spring described by its response and damping.
    public static func spring(
      response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0
    ) -> Animation {
      Animation(
        "spring(response: \(response), dampingFraction: \(dampingFraction), "
          + "blendDuration: \(blendDuration))"
      )
    }

    /// A spring described by its duration and bounce.
    @_disfavoredOverload
    public static func spring(
      duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0
    ) -> Animation {
      Animation("spring(duration: \(duration), bounce: \(bounce), blendDuration: \(blendDuration))")
    }

    /// An animation following a cubic Bézier timing curve, lasting `duration` seconds.
    public static func timingCurve(
      _ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: Double = 0.35
    ) -> Animation {
      Animation("timingCurve(\(c0x), \(c0y), \(c1x), \(c1y), duration: \(duration))")
    }

    /// A spring described by its mass, stiffness and damping.
    public static func interpolatingSpring(
      mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
    ) -> Animation {
      Animation(
        "interpolatingSpring(mass: \(mass), stiffness: \(stiffness), damping: \(damping), "
          + "initialVelocity: \(initialVelocity))"
      )
    }

    /// A spring described by its duration and bounce, from the current velocity.
    public static func interpolatingSpring(
      duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0
    ) -> Animation {
      Animation(
        "interpolatingSpring(duration: \(duration), bounce: \(bounce), "
          + "initialVelocity: \(initialVelocity))"
      )
    }

    /// A stiff spring described by its duration and extra bounce.
    public static func interactiveSpring(
      duration: Double = 0.15, extraBounce: Double = 0, blendDuration: Double = 0.25
    ) -> Animation {
      Animation(
        "interactiveSpring(duration: \(duration), extraBounce: \(extraBounce), "
          + "blendDuration: \(blendDuration))"
      )
    }

    /// A spring with a small bounce, lasting `duration` seconds.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
      Animation("bouncy(duration: \(duration), extraBounce: \(extraBounce))")
    }

    /// A spring without bounce, lasting `duration` seconds.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
      Animation("smooth(duration: \(duration), extraBounce: \(extraBounce))")
    }

    /// A quick spring with a small bounce, lasting `duration` seconds.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
      Animation("snappy(duration: \(duration), extraBounce: \(extraBounce))")
    }

    /// A stiff spring, for interactive gestures.
    @_disfavoredOverload
    public static func interactiveSpring(
      response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
    ) -> Animation {
      Animation(
        "interactiveSpring(response: \(response), dampingFraction: \(dampingFraction), "
          + "blendDuration: \(blendDuration))"
      )
    }

    /// This animation, started after `delay` seconds.
    public func delay(_ delay: Double) -> Animation {
      Animation("\(description).delay(\(delay))")
    }

    /// This animation, played `speed` times faster.
    public func speed(_ speed: Double) -> Animation {
      Animation("\(description).speed(\(speed))")
    }

    /// This animation, repeated `repeatCount` times.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
      Animation("\(description).repeatCount(\(repeatCount), autoreverses: \(autoreverses))")
    }

    /// This animation, repeated forever.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
      Animation("\(description).repeatForever(autoreverses: \(autoreverses))")
    }

    /// This animation, considered complete after `duration` seconds.
    public func logicallyComplete(after duration: Double) -> Animation {
      Animation("\(description).logicallyComplete(after: \(duration))")
    }
  }

  /// The context of a state change, standing in for SwiftUI's `Transaction` where SwiftUI does not
  /// exist.
  ///
  /// ```swift
  /// var transaction = Transaction(animation: .default)
  /// transaction.disablesAnimations = true
  /// store.send(.refresh, transaction: transaction)
  /// ```
  public struct Transaction: Sendable {
    /// The animation of the change, if any.
    public var animation: Animation?
    /// Whether views should skip their own animations for this change.
    public var disablesAnimations = false

    /// A transaction without an animation.
    public init() {}

    /// A transaction with `animation`.
    public init(animation: Animation?) {
      self.animation = animation
    }
  }

  /// Runs `body`; standing in for SwiftUI's `withAnimation`, which would animate the changes it
  /// makes.
  ///
  /// ```swift
  /// withAnimation(.easeInOut) { _ = store.send(.toggle) }
  /// ```
  public func withAnimation<Result>(
    _ animation: Animation? = .default,
    _ body: () throws -> Result
  ) rethrows -> Result {
    try body()
  }

  /// Runs `body`; standing in for SwiftUI's `withTransaction`.
  ///
  /// ```swift
  /// withTransaction(Transaction(animation: nil)) { _ = store.send(.reset) }
  /// ```
  public func withTransaction<Result>(
    _ transaction: Transaction,
    _ body: () throws -> Result
  ) rethrows -> Result {
    try body()
  }
#endif
