#if CombineSchedulers
  #if canImport(Combine)
    import Combine
  #else
    import OpenCombineShim
  #endif

  // Effects of publishers as TCA 0.x made them, before `Effect.publisher`.

  extension Publisher where Failure == Never {
    /// The effect of the actions this publisher emits.
    ///
    /// ```swift
    /// return client.events.map(Action.event).eraseToEffect()
    /// ```
    @available(*, deprecated, message: "Use 'Effect.publisher' instead.")
    public func eraseToEffect() -> Effect<Output> {
      .publisher { self }
    }

    /// The effect of the actions `transform` makes of what this publisher emits.
    ///
    /// ```swift
    /// return client.events.eraseToEffect(Action.event)
    /// ```
    @available(*, deprecated, message: "Use 'Effect.publisher' instead.")
    public func eraseToEffect<T>(_ transform: @escaping (Output) -> T) -> Effect<T> {
      .publisher { self.map(transform) }
    }
  }

  extension Publisher {
    /// The effect of this publisher's outputs and failure, each as a `Result`.
    ///
    /// ```swift
    /// return client.fetch().catchToEffect()
    /// ```
    @available(*, deprecated, message: "Use 'Effect.run' or 'Effect.publisher' instead.")
    public func catchToEffect() -> Effect<Result<Output, Failure>> {
      catchToEffect { $0 }
    }

    /// The effect of the actions `transform` makes of this publisher's outputs and failure.
    ///
    /// ```swift
    /// return client.fetch().catchToEffect(Action.response)
    /// ```
    @available(*, deprecated, message: "Use 'Effect.run' or 'Effect.publisher' instead.")
    public func catchToEffect<T>(
      _ transform: @escaping (Result<Output, Failure>) -> T
    ) -> Effect<T> {
      .publisher {
        self.map { transform(.success($0)) }
          .catch { Just(transform(.failure($0))) }
      }
    }
  }
#endif
