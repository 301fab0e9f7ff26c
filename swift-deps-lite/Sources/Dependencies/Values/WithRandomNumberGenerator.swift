import LiteSupport

/// Gives synchronised access to a random number generator, so tests can seed it.
///
/// ```swift
/// @Dependency(\.withRandomNumberGenerator) var withRandomNumberGenerator
/// let roll = withRandomNumberGenerator { Int.random(in: 1...6, using: &$0) }
///
/// // In a test:
/// $0.withRandomNumberGenerator = WithRandomNumberGenerator(SeededGenerator(seed: 1))
/// ```
public final class WithRandomNumberGenerator: Sendable {
  private let generator: VisibleLock<any RandomNumberGenerator & Sendable>

  /// Wraps `generator`; every call of this value draws from it in turn.
  public init(_ generator: some RandomNumberGenerator & Sendable) {
    self.generator = VisibleLock(generator)
  }

  /// Runs `work` with exclusive access to the generator.
  public func callAsFunction<Result>(
    _ work: (inout any RandomNumberGenerator & Sendable) throws -> Result
  ) rethrows -> Result {
    try generator.withLock { try work(&$0) }
  }
}

extension DependencyValues {
  /// The random number generator. Live: the system's. Tests must override it with a seeded one.
  ///
  /// ```swift
  /// @Dependency(\.withRandomNumberGenerator) var withRandomNumberGenerator
  /// ```
  public var withRandomNumberGenerator: WithRandomNumberGenerator {
    get { self[WithRandomNumberGeneratorKey.self] }
    set { self[WithRandomNumberGeneratorKey.self] = newValue }
  }

  /// The key of ``withRandomNumberGenerator``; it has no test value.
  public enum WithRandomNumberGeneratorKey: DependencyKey {
    public static let liveValue = WithRandomNumberGenerator(SystemRandomNumberGenerator())
  }
}
