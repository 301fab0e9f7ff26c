extension Store {
  /// The effects of this store's root in flight, each with the way to cancel it, keyed by the
  /// order they started in: for tests that check effects end (`effectCancellables.count`), as
  /// upstream's SPI of that name.
  ///
  /// ```swift
  /// store.send(.startTimer)
  /// store.effectCancellables.count  // 1
  /// ```
  @_spi(Internals) public var effectCancellables: [Int: @Sendable () -> Void] {
    core.effectRegistry.inFlight
  }
}
