// Effects TCA 0.x made without `run` and `send`.

extension Effect {
  /// An effect that does `work` and sends nothing; an error `work` throws is ignored, as TCA
  /// 0.x's was.
  ///
  /// ```swift
  /// return .fireAndForget { await analytics.track("opened") }
  /// ```
  @available(*, deprecated, message: "Use 'Effect.run' instead.")
  public static func fireAndForget(
    priority: TaskPriority? = nil,
    _ work: @escaping @Sendable () async throws -> Void
  ) -> Self {
    .run(priority: priority) { _ in try? await work() }
  }

  /// An effect that sends `value` at once.
  ///
  /// ```swift
  /// return Effect(value: .refresh)
  /// ```
  @available(*, deprecated, message: "Use 'Effect.send' instead.")
  public init(value: Action) {
    self = .send(value)
  }
}
