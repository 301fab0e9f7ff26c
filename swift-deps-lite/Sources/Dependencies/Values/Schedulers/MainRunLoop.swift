#if CombineSchedulers
  import CombineSchedulers
  import Foundation
  #if canImport(Combine)
    import Combine
  #else
    import OpenCombineShim
  #endif

  extension DependencyValues {
    /// The main run loop as a scheduler: `RunLoop.main` live; in tests a scheduler that reports
    /// an issue when used, so a test overrides it.
    ///
    /// ```swift
    /// @Dependency(\.mainRunLoop) var mainRunLoop
    /// let now = mainRunLoop.now.date
    ///
    /// // In a test:
    /// $0.mainRunLoop = RunLoop.test.eraseToAnyScheduler()  // or `.immediate`
    /// ```
    ///
    /// Available with the `CombineSchedulers` trait, on by default.
    public var mainRunLoop: AnySchedulerOf<RunLoop> {
      get { self[MainRunLoopKey.self] }
      set { self[MainRunLoopKey.self] = newValue }
    }

    private enum MainRunLoopKey: DependencyKey {
      static let liveValue = AnySchedulerOf<RunLoop>.main
      static let testValue = AnySchedulerOf<RunLoop>.unimplemented(#"@Dependency(\.mainRunLoop)"#)
    }
  }
#endif
