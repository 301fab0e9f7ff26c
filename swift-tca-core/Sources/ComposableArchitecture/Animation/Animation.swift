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

    /// A stiff spring, for interactive gestures.
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
