import LiteSupport

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
    throttled(
      id: id,
      latest: latest,
      timing: ThrottleTiming(
        now: { clock.now },
        deadline: { $0.advanced(by: interval) },
        sleepUntil: { try await clock.sleep(until: $0, tolerance: nil) }
      )
    )
  }

  /// The throttling of clocks and schedulers, on the time `timing` reads.
  func throttled<Instant>(
    id: some Hashable & Sendable, latest: Bool, timing: ThrottleTiming<Instant>
  ) -> Self {
    if case .none = operation { return .none }
    let effect = self
    let throttled = Self(
      .run(
        Run(priority: nil) { send in
          // Per store and feature: another store's effects, or another presented feature's, with
          // the same id are not throttled with these.
          let context = EffectContext.current
          let registry = context.registry
          let key = CancelKey(id, path: context.navigationPath)
          let stored = registry.throttling.withLock { $0.lastRun[key] }
          if let previous = stored as? Instant, timing.deadline(previous) > timing.now() {
            if !latest, !registry.throttling.withLock({ $0.waiting.insert(key).inserted }) {
              return
            }
            defer { if !latest { _ = registry.throttling.withLock { $0.waiting.remove(key) } } }
            do {
              try await timing.sleepUntil(timing.deadline(previous))
            } catch {
              return
            }
          }
          let ran = timing.now()
          registry.throttling.withLock { $0.lastRun[key] = ran }
          await effect.perform(send: send)
        }
      )
    )
    return latest ? throttled.cancellable(id: id, cancelInFlight: true) : throttled
  }
}

/// How throttling reads and waits for time, on a clock or a scheduler. The functions are called
/// only from the throttled effect's task.
struct ThrottleTiming<Instant: Comparable & Sendable>: @unchecked Sendable {
  let now: () -> Instant
  let deadline: (Instant) -> Instant
  let sleepUntil: (Instant) async throws -> Void
}
