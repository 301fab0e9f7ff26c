#if CombineSchedulers
  import CombineSchedulers
  import Dispatch
  #if canImport(Combine)
    import Combine
  #else
    import OpenCombineShim
  #endif

  extension DependencyValues {
    /// The main dispatch queue as a scheduler: `DispatchQueue.main` live; in tests a scheduler
    /// that reports an issue when used, so a test overrides it.
    ///
    /// ```swift
    /// @Dependency(\.mainQueue) var mainQueue
    /// try await mainQueue.sleep(for: .seconds(1))
    ///
    /// // In a test:
    /// let mainQueue = DispatchQueue.test
    /// let store = TestStore(initialState: Feature.State()) {
    ///   Feature()
    /// } withDependencies: {
    ///   $0.mainQueue = mainQueue.eraseToAnyScheduler()  // or `.immediate`
    /// }
    /// await mainQueue.advance(by: .seconds(1))
    /// ```
    ///
    /// Available with the `CombineSchedulers` trait, on by default. Prefer a clock
    /// (``continuousClock``) in new code: it needs no Combine.
    public var mainQueue: AnySchedulerOf<DispatchQueue> {
      get { self[MainQueueKey.self] }
      set { self[MainQueueKey.self] = newValue }
    }

    private enum MainQueueKey: DependencyKey {
      static let liveValue = AnySchedulerOf<DispatchQueue>.main
      static let testValue = AnySchedulerOf<DispatchQueue>
        .unimplemented(#"@Dependency(\.mainQueue)"#)
    }
  }
#endif
