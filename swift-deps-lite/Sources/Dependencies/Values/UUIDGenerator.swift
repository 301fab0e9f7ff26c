import Foundation
import LiteSupport

/// Generates UUIDs, so tests can make them predictable.
///
/// ```swift
/// @Dependency(\.uuid) var uuid
/// let id = uuid()
///
/// // In a test:
/// store.dependencies.uuid = .incrementing  // 00000000-0000-0000-0000-000000000000, …0001, …
/// ```
public struct UUIDGenerator: _StatefulDependency {
  private let generate: @Sendable () -> UUID
  /// A generator that continues from where this one is, without sharing its state.
  private let copy: (@Sendable () -> UUIDGenerator)?

  /// Creates a generator from a function.
  ///
  /// ```swift
  /// let generator = UUIDGenerator { UUID(7) }
  /// ```
  public init(_ generate: @escaping @Sendable () -> UUID) {
    self.generate = generate
    self.copy = nil
  }

  private init(
    generate: @escaping @Sendable () -> UUID, copy: @escaping @Sendable () -> UUIDGenerator
  ) {
    self.generate = generate
    self.copy = copy
  }

  /// Returns a new UUID.
  public func callAsFunction() -> UUID {
    generate()
  }

  /// Random UUIDs from `UUID()`, the live value.
  public static var live: Self {
    Self { UUID() }
  }

  /// Always returns `uuid`.
  ///
  /// ```swift
  /// $0.uuid = .constant(UUID(1))
  /// ```
  public static func constant(_ uuid: UUID) -> Self {
    Self { uuid }
  }

  /// Returns `UUID(0)`, `UUID(1)`, `UUID(2)`, …: a fresh sequence each time this is read.
  ///
  /// ```swift
  /// let uuid = UUIDGenerator.incrementing
  /// uuid()  // 00000000-0000-0000-0000-000000000000
  /// uuid()  // 00000000-0000-0000-0000-000000000001
  /// ```
  public static var incrementing: Self {
    incrementing(from: 0)
  }

  private static func incrementing(from start: Int) -> Self {
    let next = VisibleLock(start)
    return Self(
      generate: {
        UUID(
          next.withLock { value in
            defer { value += 1 }
            return value
          })
      },
      copy: { incrementing(from: next.withLock { $0 }) }
    )
  }

  /// A generator that produces what this one would produce next, without advancing this one.
  /// Stateless generators return themselves.
  ///
  /// Test tools run assertion closures with a copy, so that building a model there (which calls
  /// `uuid()`) does not change the ids the feature generates next:
  ///
  /// ```swift
  /// let generator = UUIDGenerator.incrementing
  /// _ = generator._copy()()  // UUID(0)
  /// generator()              // UUID(0)
  /// ```
  public func _copy() -> Self {
    copy?() ?? self
  }
}

extension UUID {
  /// A UUID that spells `intValue` in its last 16 hexadecimal digits, with `1` in the third
  /// group for a negative value: `UUID(1)` is `00000000-0000-0000-0000-000000000001`, `UUID(-16)`
  /// is `00000000-0000-0001-0000-000000000010`. A short way to write expected ids in tests.
  ///
  /// ```swift
  /// #expect(model.id == UUID(0))
  /// ```
  public init(_ intValue: Int) {
    let magnitude = UInt64(intValue.magnitude)
    func byte(_ index: Int) -> UInt8 { UInt8(truncatingIfNeeded: magnitude >> (8 * (7 - index))) }
    self.init(
      uuid: (
        0, 0, 0, 0, 0, 0, 0, intValue < 0 ? 1 : 0,
        byte(0), byte(1), byte(2), byte(3), byte(4), byte(5), byte(6), byte(7)
      )
    )
  }
}

extension DependencyValues {
  /// The UUID generator. Live: random UUIDs. Tests must override it, e.g. with `.incrementing`.
  ///
  /// ```swift
  /// @Dependency(\.uuid) var uuid
  /// ```
  public var uuid: UUIDGenerator {
    get { self[UUIDGeneratorKey.self] }
    set { self[UUIDGeneratorKey.self] = newValue }
  }

  /// The key of ``uuid``; it has no test value.
  public enum UUIDGeneratorKey: DependencyKey {
    public static var liveValue: UUIDGenerator { .live }
  }
}
