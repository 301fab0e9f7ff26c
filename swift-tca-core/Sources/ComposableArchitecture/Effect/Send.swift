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
  /// Told when the effect's work is done, before its task returns: a publisher's effect ends when
  /// the publisher completes, as upstream's do, though its task resumes later.
  let finish: (@MainActor @Sendable () -> Void)?

  /// Wraps a function that delivers actions, for example to test an effect by hand.
  ///
  /// ```swift
  /// let send = Send<Feature.Action> { received.append($0) }
  /// ```
  public init(send: @escaping @MainActor @Sendable (Action) -> Void) {
    self.send = send
    self.finish = nil
  }

  nonisolated init(
    send: @escaping @MainActor @Sendable (Action) -> Void,
    finish: (@MainActor @Sendable () -> Void)?
  ) {
    self.send = send
    self.finish = finish
  }

  /// This channel, also calling `onFinish` when the effect says its work is done: test tools
  /// count the effect finished then.
  ///
  /// ```swift
  /// await operation(send._onFinish { tracker.finished(token) })
  /// ```
  @_spi(Internals) public func _onFinish(_ onFinish: @escaping @MainActor @Sendable () -> Void)
    -> Self
  {
    let finish = self.finish
    return Self(send: send) {
      finish?()
      onFinish()
    }
  }

  /// Says the effect's work is done (its task may still have to resume to return).
  func finished() {
    finish?()
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
