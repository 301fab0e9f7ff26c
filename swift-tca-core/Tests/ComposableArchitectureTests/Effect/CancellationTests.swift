import Clocks
import Testing

@testable import ComposableArchitecture

private enum CancelID { case timer }
private enum OtherCancelID { case timer }

@MainActor
private func timerStore(clock: TestClock<Duration>) -> Store<Int, String> {
  Store(initialState: 0) {
    Reduce<Int, String> { state, action in
      switch action {
      case "start":
        return .run { send in
          for await _ in clock.timer(interval: .seconds(1)) { await send("tick") }
        }
        .cancellable(id: CancelID.timer)
      case "restart":
        return .run { send in
          for await _ in clock.timer(interval: .seconds(1)) { await send("tick") }
        }
        .cancellable(id: CancelID.timer, cancelInFlight: true)
      case "stop":
        return .cancel(id: CancelID.timer)
      case "stop other":
        return .cancel(id: OtherCancelID.timer)
      case "tick":
        state += 1
        return .none
      default:
        return .none
      }
    }
  }
}

@MainActor
struct CancellationTests {
  @Test func cancelByIDStopsTheEffect() async {
    let clock = TestClock()
    let store = timerStore(clock: clock)
    let timer = store.send("start")
    await clock.tick(3)
    #expect(store.state == 3)
    store.send("stop")
    await timer.finish()
    await clock.advance(by: .seconds(3))
    #expect(store.state == 3)
  }

  @Test func idsCompareByTypeAndValue() async {
    let clock = TestClock()
    let store = timerStore(clock: clock)
    let timer = store.send("start")
    store.send("stop other")
    await clock.tick(1)
    #expect(store.state == 1)
    #expect(!timer.isCancelled)
    timer.cancel()
  }

  @Test func cancelInFlightKeepsOnlyTheLatest() async {
    let clock = TestClock()
    let store = timerStore(clock: clock)
    let first = store.send("restart")
    let second = store.send("restart")
    await first.finish()
    #expect(first.isCancelled)
    await clock.tick(2)
    #expect(store.state == 2)
    second.cancel()
  }

  @Test func cancellingAStoreTaskStopsItsEffect() async {
    let clock = TestClock()
    let store = timerStore(clock: clock)
    let timer = store.send("start")
    await clock.tick(1)
    timer.cancel()
    await timer.finish()
    await clock.advance(by: .seconds(5))
    #expect(store.state == 1)
  }

  @Test func releasingTheStoreCancelsItsEffects() async {
    let clock = TestClock()
    var store: Store<Int, String>? = timerStore(clock: clock)
    weak let weakStore = store
    let timer = store!.send("start")
    await clock.advanceWhenSuspended(by: .seconds(1))
    store = nil
    #expect(weakStore == nil)
    await timer.finish()
    #expect(timer.isCancelled)
  }

  @Test func taskCancelByIDReachesWithTaskCancellation() async throws {
    let clock = TestClock()
    let task = Task {
      try await withTaskCancellation(id: CancelID.timer) {
        try await clock.sleep(for: .seconds(10))
      }
    }
    await clock.suspended()
    Task.cancel(id: CancelID.timer)
    await #expect(throws: CancellationError.self) { try await task.value }
  }

  @Test func withTaskCancellationCancelInFlight() async throws {
    let clock = TestClock()
    let first = Task {
      await withTaskCancellation(id: OtherCancelID.timer) {
        (try? await clock.sleep(for: .seconds(10))) != nil
      }
    }
    await clock.suspended()
    let second = Task {
      await withTaskCancellation(id: OtherCancelID.timer, cancelInFlight: true) { true }
    }
    #expect(await first.value == false)
    #expect(await second.value == true)
  }

  @Test func storesDoNotCancelEachOthersEffects() async {
    let clock = TestClock()
    let first = timerStore(clock: clock)
    let second = timerStore(clock: clock)
    let timer = first.send("start")
    second.send("stop")
    await clock.tick(1)
    #expect(first.state == 1)
    timer.cancel()
  }
}

@MainActor
struct DebounceThrottleTests {
  @Test func debounceRunsOnlyTheLastOfABurst() async {
    let clock = TestClock()
    let store = Store(initialState: [String]()) {
      Reduce<[String], String> { state, action in
        if action.hasPrefix("search ") {
          state.append(action)
          return .none
        }
        return .send("search \(action)")
          .debounce(id: "search", for: .milliseconds(300), clock: clock)
      }
    }
    store.send("a")
    await clock.advanceWhenSuspended(by: .milliseconds(100))
    store.send("ab")
    await clock.advanceWhenSuspended(by: .milliseconds(100))
    let last = store.send("abc")
    await clock.advanceWhenSuspended(by: .milliseconds(300))
    await last.finish()
    #expect(store.state == ["search abc"])
  }

  @Test func throttleLatestRunsTheFirstAtOnceAndTheNewestAtTheEndOfTheInterval() async {
    let clock = TestClock()
    let store = Store(initialState: [String]()) {
      Reduce<[String], String> { state, action in
        if action.hasPrefix("emit ") {
          state.append(action)
          return .none
        }
        return .send("emit \(action)")
          .throttle(id: "progress", for: .seconds(1), clock: clock, latest: true)
      }
    }
    await store.send("1").finish()
    store.send("2")
    let last = store.send("3")
    await clock.advanceWhenSuspended(by: .seconds(1))
    await last.finish()
    #expect(store.state == ["emit 1", "emit 3"])
  }

  // Throttle state is per store: with one process-wide table, the second store's first effect
  // would wait for the clock and this test would hit its time limit.
  @Test(.timeLimit(.minutes(1)))
  func throttleIsPerStore() async {
    let clock = TestClock()
    func makeStore() -> Store<[String], String> {
      Store(initialState: [String]()) {
        Reduce<[String], String> { state, action in
          if action.hasPrefix("emit ") {
            state.append(action)
            return .none
          }
          return .send("emit \(action)")
            .throttle(id: "progress", for: .seconds(1), clock: clock, latest: false)
        }
      }
    }
    let first = makeStore()
    let second = makeStore()
    await first.send("1").finish()
    await second.send("1").finish()
    #expect(first.state == ["emit 1"])
    #expect(second.state == ["emit 1"])
  }
}
