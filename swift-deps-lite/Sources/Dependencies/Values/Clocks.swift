@_exported import Clocks

extension DependencyValues {
  /// A clock that keeps ticking while the system sleeps. Live: `ContinuousClock()`. Tests must
  /// override it, with `ImmediateClock()` to skip waits or `TestClock()` to advance by hand.
  ///
  /// ```swift
  /// @Dependency(\.continuousClock) var clock
  /// try await clock.sleep(for: .seconds(1))
  ///
  /// // In a test:
  /// store.dependencies.continuousClock = ImmediateClock()
  /// ```
  public var continuousClock: any Clock<Duration> {
    get { self[ContinuousClockKey.self] }
    set { self[ContinuousClockKey.self] = newValue }
  }

  /// A clock that stops while the system sleeps. Live: `SuspendingClock()`. Tests must override
  /// it like ``continuousClock``.
  ///
  /// ```swift
  /// @Dependency(\.suspendingClock) var clock
  /// ```
  public var suspendingClock: any Clock<Duration> {
    get { self[SuspendingClockKey.self] }
    set { self[SuspendingClockKey.self] = newValue }
  }

  /// The key of ``continuousClock``; it has no test value.
  public enum ContinuousClockKey: DependencyKey {
    public static var liveValue: any Clock<Duration> { ContinuousClock() }
  }

  /// The key of ``suspendingClock``; it has no test value.
  public enum SuspendingClockKey: DependencyKey {
    public static var liveValue: any Clock<Duration> { SuspendingClock() }
  }
}
