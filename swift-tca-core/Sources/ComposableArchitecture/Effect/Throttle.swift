extension Effect {
  /// Runs at most one effect with `id` per `interval` on `clock`.
  ///
  /// ```swift
  /// return .send(.progress(value))
  ///   .throttle(id: CancelID.progress, for: .milliseconds(100), clock: clock, latest: true)
  /// ```
  ///
  /// The first effect of a burst runs at once; later ones wait for the interval to end. With
  /// `latest`, the newest waiting effect runs then; otherwise the first waiting one does and
  /// later ones are dropped. Throttling is per store, as cancellation ids are.
  public func throttle<C: Clock>(
    id: some Hashable & Sendable, for interval: C.Duration, clock: C, latest: Bool
  ) -> Self {
    if case .none = operation { return .none }
    let effect = self
    let throttled = Self(
      .run(
        Run(priority: nil) { send in
          // Per store and feature: another store's effects, or another presented feature's, with
          // the same id are not throttled with these.
          let registry = EffectRegistry.current
          let key = CancelKey(id, path: NavigationIDPath.current)
          let now = clock.now
          let previous = registry.throttleTimes.withLock { $0[key] as? C.Instant }
          if let previous, previous.advanced(by: interval) > now {
            if !latest, !registry.throttleWaiting.withLock({ $0.insert(key).inserted }) { return }
            defer { if !latest { _ = registry.throttleWaiting.withLock { $0.remove(key) } } }
            do {
              try await clock.sleep(until: previous.advanced(by: interval), tolerance: nil)
            } catch {
              return
            }
          }
          registry.throttleTimes.withLock { $0[key] = clock.now }
          await effect.perform(send: send)
        }
      )
    )
    return latest ? throttled.cancellable(id: id, cancelInFlight: true) : throttled
  }
}
