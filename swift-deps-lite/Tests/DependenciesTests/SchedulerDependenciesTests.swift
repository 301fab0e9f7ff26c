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
      let mainQueue = SchedulingCounter(DispatchQueue.test)
      let greeting = Task {
        try await withDependencies {
          $0.mainQueue = mainQueue.scheduler
        } operation: {
          try await Greeter().greet()
        }
      }
      // Advancing before the task scheduled its wait would leave it waiting for ever.
      await mainQueue.untilScheduled(1)
      await mainQueue.test.advance(by: .milliseconds(999))
      #expect(mainQueue.fired == 0)
      await mainQueue.test.advance(by: .milliseconds(1))
      #expect(mainQueue.fired == 1)
      #expect(try await greeting.value == "hello")
    }

    @Test func timerTicksOnTheTestScheduler() async {
      let mainQueue = SchedulingCounter(DispatchQueue.test)
      let ticks = Task {
        var count = 0
        for await _ in mainQueue.scheduler.timer(interval: .seconds(1)) {
          count += 1
          if count == 3 { break }
        }
        return count
      }
      await mainQueue.untilScheduled(1)
      await mainQueue.test.advance(by: .seconds(3))
      #expect(mainQueue.fired == 3)
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

  /// A test scheduler whose scheduled work is counted, so a test can wait (a bounded number of
  /// turns) for a task to have scheduled its wait before advancing the scheduler.
  final class SchedulingCounter: Sendable {
    let test: TestSchedulerOf<DispatchQueue>
    private let counts = Mutex((scheduled: 0, fired: 0))

    init(_ test: TestSchedulerOf<DispatchQueue>) {
      self.test = test
    }

    var fired: Int { counts.withLock { $0.fired } }

    /// The test scheduler, counting what is scheduled on it and what runs.
    var scheduler: AnySchedulerOf<DispatchQueue> {
      let test = test
      return AnySchedulerOf<DispatchQueue>(
        minimumTolerance: { test.minimumTolerance },
        now: { test.now },
        scheduleImmediately: { options, action in
          self.counts.withLock { $0.scheduled += 1 }
          test.schedule(options: options) { self.run(action) }
        },
        delayed: { date, tolerance, options, action in
          self.counts.withLock { $0.scheduled += 1 }
          test.schedule(after: date, tolerance: tolerance, options: options) { self.run(action) }
        },
        interval: { date, interval, tolerance, options, action in
          self.counts.withLock { $0.scheduled += 1 }
          return test.schedule(
            after: date, interval: interval, tolerance: tolerance, options: options
          ) { self.run(action) }
        }
      )
    }

    private func run(_ action: () -> Void) {
      counts.withLock { $0.fired += 1 }
      action()
    }

    /// Returns once `count` pieces of work were scheduled, or after many turns (the expectation
    /// then fails, and the test does not hang).
    func untilScheduled(_ count: Int) async {
      for _ in 1...100_000 where counts.withLock({ $0.scheduled }) < count {
        await Task.yield()
      }
      #expect(counts.withLock { $0.scheduled } >= count)
    }
  }
#endif
