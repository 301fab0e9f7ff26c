#if CombineSchedulers
  import CombineSchedulers
  import ConcurrencyExtras
  #if canImport(Combine)
    import Combine
  #else
    import OpenCombineShim
  #endif

  extension Effect {
    /// Delays this effect by `dueTime` on `scheduler`, restarting the delay whenever another
    /// effect with the same `id` starts: only the last of a burst runs.
    ///
    /// ```swift
    /// @Dependency(\.mainQueue) var mainQueue
    ///
    /// case let .queryChanged(query):
    ///   state.query = query
    ///   return .run { send in await send(.search(try await api.search(query))) }
    ///     .debounce(id: CancelID.search, for: .milliseconds(300), scheduler: mainQueue)
    /// ```
    ///
    /// Upstream's scheduler form of ``debounce(id:for:clock:)``; in a test, advance a
    /// `DispatchQueue.test` scheduler by hand, or use `.immediate`. With the `CombineSchedulers`
    /// trait (on by default).
    public func debounce<S: Scheduler>(
      id: some Hashable & Sendable,
      for dueTime: S.SchedulerTimeType.Stride,
      scheduler: S,
      options: S.SchedulerOptions? = nil
    ) -> Self {
      if case .none = operation { return .none }
      let effect = self
      // Not a sendable closure: it captures the scheduler's types, which need not be Sendable.
      let sleep: () async throws -> Void = {
        try await scheduler.sleep(for: dueTime, options: options)
      }
      let wait = UncheckedSendable(sleep)
      return Self(
        .run(
          Run(priority: nil) { send in
            do {
              try await wait.wrappedValue()
            } catch {
              return
            }
            await effect.perform(send: send)
          }
        )
      )
      .cancellable(id: id, cancelInFlight: true)
    }
  }
#endif
