#if CombineSchedulers
  import Dependencies
  import Dispatch
  import Foundation
  import Synchronization
  import Testing
  #if canImport(Combine)
    import Combine
  #else
    import OpenCombineShim
  #endif

  @Suite struct SchedulerDependenciesTests {
    /// A model that waits on the main queue, as features written for upstream do.
    struct Greeter {
      @Dependency(\.mainQueue) var mainQueue

      func greet() async throws -> String {
        try await mainQueue.sleep(for: .seconds(1))
        return "hello"
      }
    }

    @Test func mainQueueIsUnimplementedInTestsAndSaysWhichDependency() {
      @Dependency(\.mainQueue) var mainQueue
      withKnownIssue {
        _ = mainQueue.now
      } matching: { issue in
        issue.description.contains(
          #"@Dependency(\.mainQueue) - An unimplemented scheduler was asked the current time."#)
      }
    }

    @Test func mainRunLoopIsUnimplementedInTestsAndSaysWhichDependency() {
      @Dependency(\.mainRunLoop) var mainRunLoop
      withKnownIssue {
        mainRunLoop.schedule {}
      } matching: { issue in
        issue.description.contains(
          #"@Dependency(\.mainRunLoop) - An unimplemented scheduler scheduled an action to run immediately."#
        )
      }
    }

    @Test func immediateMainQueueRunsWaitsAtOnce() async throws {
      let greeting = try await withDependencies {
        $0.mainQueue = .immediate
      } operation: {
        try await Greeter().greet()
      }
      #expect(greeting == "hello")
    }

    @Test func testMainQueueWaitsUntilAdvancedByHand() async throws {
      let mainQueue = DispatchQueue.test
      let greeting = Task {
        try await withDependencies {
          $0.mainQueue = mainQueue.eraseToAnyScheduler()
        } operation: {
          try await Greeter().greet()
        }
      }
      let finished = Mutex(false)
      let watcher = Task {
        _ = try await greeting.value
        finished.withLock { $0 = true }
      }
      await mainQueue.advance(by: .milliseconds(999))
      #expect(!finished.withLock { $0 })
      await mainQueue.advance(by: .milliseconds(1))
      #expect(try await greeting.value == "hello")
      try await watcher.value
    }

    @Test func timerTicksOnTheTestScheduler() async {
      let mainQueue = DispatchQueue.test
      let ticks = Task {
        var count = 0
        for await _ in mainQueue.timer(interval: .seconds(1)) {
          count += 1
          if count == 3 { break }
        }
        return count
      }
      await mainQueue.advance(by: .seconds(3))
      #expect(await ticks.value == 3)
    }

    @Test func liveValuesAreTheMainQueueAndMainRunLoop() {
      withDependencies {
        $0.context = .live
      } operation: {
        @Dependency(\.mainQueue) var mainQueue
        @Dependency(\.mainRunLoop) var mainRunLoop
        let queueNow = DispatchQueue.main.now
        let runLoopNow = RunLoop.main.now
        #expect(mainQueue.now >= queueNow)
        #expect(mainRunLoop.now >= runLoopNow)
      }
    }
  }
#endif
