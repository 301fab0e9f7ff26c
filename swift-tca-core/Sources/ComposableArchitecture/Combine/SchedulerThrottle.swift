#if CombineSchedulers
  import CombineSchedulers
  import ConcurrencyExtras
  #if canImport(Combine)
    import Combine
  #else
    import OpenCombineShim
  #endif

  extension Effect {
    /// Runs at most one effect with `id` per `interval` on `scheduler`.
    ///
    /// ```swift
    /// @Dependency(\.mainQueue) var mainQueue
    ///
    /// return .send(.progress(value))
    ///   .throttle(id: CancelID.progress, for: .milliseconds(100), scheduler: mainQueue, latest: true)
    /// ```
    ///
    /// Upstream's scheduler form of ``throttle(id:for:clock:latest:)``, with the same rules: the
    /// first effect of a burst runs at once; later ones wait for the interval to end, and then the
    /// newest (`latest`) or the first of them runs. With the `CombineSchedulers` trait (on by
    /// default). Unlike upstream's, it asks neither the scheduler nor its stride to be Sendable:
    /// OpenCombine's `DispatchQueue` stride is not.
    public func throttle<S: Scheduler>(
      id: some Hashable & Sendable,
      for interval: S.SchedulerTimeType.Stride,
      scheduler: S,
      latest: Bool
    ) -> Self {
      throttled(
        id: id,
        latest: latest,
        timing: ThrottleTiming(
          now: { SchedulerInstant(scheduler.now) },
          deadline: { SchedulerInstant($0.time.advanced(by: interval)) },
          sleepUntil: { try await scheduler.sleep(until: $0.time) }
        )
      )
    }
  }

  /// A scheduler's time, which need not be Sendable, as throttling keeps it: read and compared
  /// by the effects of one store.
  private struct SchedulerInstant<Time: Comparable>: Comparable, @unchecked Sendable {
    let time: Time
    init(_ time: Time) { self.time = time }
    static func < (lhs: Self, rhs: Self) -> Bool { lhs.time < rhs.time }
  }
#endif
