/// Sends actions from an effect back into the store that runs it.
///
/// ```swift
/// return .run { send in
///   for await event in events() {
///     await send(.event(event))
///   }
/// }
/// ```
///
/// Once the effect is cancelled, sending does nothing: actions from cancelled work are dropped.
@MainActor
public struct Send<Action>: Sendable {
  let send: @MainActor @Sendable (Action) -> Void

  /// Wraps a function that delivers actions, for example to test an effect by hand.
  ///
  /// ```swift
  /// let send = Send<Feature.Action> { received.append($0) }
  /// ```
  public init(send: @escaping @MainActor @Sendable (Action) -> Void) {
    self.send = send
  }

  /// Sends `action`, unless the current task is cancelled.
  ///
  /// ```swift
  /// await send(.timerTick)
  /// ```
  public func callAsFunction(_ action: Action) {
    guard !Task.isCancelled else { return }
    send(action)
  }
}
