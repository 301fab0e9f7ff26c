extension Effect {
  /// Delays this effect by `duration` on `clock`, restarting the delay whenever another effect
  /// with the same `id` starts: only the last of a burst runs.
  ///
  /// ```swift
  /// case let .queryChanged(query):
  ///   state.query = query
  ///   return .run { send in await send(.search(try await api.search(query))) }
  ///     .debounce(id: CancelID.search, for: .milliseconds(300), clock: clock)
  /// ```
  public func debounce<C: Clock>(
    id: some Hashable & Sendable, for duration: C.Duration, clock: C
  ) -> Self {
    if case .none = operation { return .none }
    let effect = self
    return Self(
      .run(
        Run(priority: nil) { send in
          do {
            try await clock.sleep(for: duration)
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
