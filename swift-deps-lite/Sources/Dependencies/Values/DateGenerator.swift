import Foundation

/// Returns the current date, so tests can fix it.
///
/// ```swift
/// @Dependency(\.date.now) var now
///
/// // In a test:
/// store.dependencies.date = .constant(Date(timeIntervalSince1970: 0))
/// ```
public struct DateGenerator: Sendable {
  private var generate: @Sendable () -> Date

  /// Creates a generator from a function.
  ///
  /// ```swift
  /// let generator = DateGenerator { Date(timeIntervalSince1970: 0) }
  /// ```
  public init(_ generate: @escaping @Sendable () -> Date) {
    self.generate = generate
  }

  /// The current date, as this generator defines it. Setting it fixes the date:
  ///
  /// ```swift
  /// $0.date.now = Date(timeIntervalSince1970: 0)
  /// ```
  public var now: Date {
    get { generate() }
    set { generate = { newValue } }
  }

  /// Returns the current date, as this generator defines it.
  public func callAsFunction() -> Date {
    generate()
  }

  /// The system clock's date, the live value.
  public static var now: Self {
    Self { Date() }
  }

  /// Always returns `date`.
  ///
  /// ```swift
  /// $0.date = .constant(Date(timeIntervalSince1970: 1_234_567_890))
  /// ```
  public static func constant(_ date: Date) -> Self {
    Self { date }
  }
}

extension DependencyValues {
  /// The current date. Live: the system clock. Tests must override it, e.g. with `.constant`.
  ///
  /// ```swift
  /// @Dependency(\.date.now) var now
  /// ```
  public var date: DateGenerator {
    get { self[DateGeneratorKey.self] }
    set { self[DateGeneratorKey.self] = newValue }
  }

  /// The key of ``date``; it has no test value.
  public enum DateGeneratorKey: DependencyKey {
    public static var liveValue: DateGenerator { .now }
  }
}
