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
/// After the effect dismissed its feature, sending is a reported issue.
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
  ///
  /// An effect that dismissed its feature (with `@Dependency(\.dismiss)`) must not send: that is
  /// a reported issue, and the action is dropped.
  public func callAsFunction(_ action: Action) {
    if let dismissal = PresentationContext.current?.dismissedAt {
      dismissal.report(actionAfterDismissalMessage(action, dismissedAt: dismissal))
      return
    }
    guard !Task.isCancelled else { return }
    send(action)
  }
}
