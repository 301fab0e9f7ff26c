import ComposableArchitectureTesting
import Testing

/// A feature whose effects keep working after they send, suspend on a clock, or ignore
/// cancellation: what a test store has to wait for, or must not.
@Reducer
private struct Worker {
  struct State: Equatable {
    var log: [String] = []
  }
  enum Action: Equatable {
    case busy
    case doneSoon
    case sleepAfterSending
    case ignoreCancellation
    case tick
  }
  let clock: TestClock<Duration>
  let gate: LockIsolated<CheckedContinuation<Void, Never>?>

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .busy:
        return .run { send in
          await send(.tick)
          // Much longer than any fixed number of yields a test store could give it.
          for _ in 0..<1_000 { await Task.yield() }
        }
      case .doneSoon:
        return .run { _ in
          for _ in 0..<1_000 { await Task.yield() }
        }
      case .sleepAfterSending:
        return .run { [clock] send in
          await send(.tick)
          try await clock.sleep(for: .seconds(10))
          await send(.tick)
        }
      case .ignoreCancellation:
        return .run { [gate] _ in
          await withCheckedContinuation { gate.setValue($0) }
        }
      case .tick:
        state.log.append("tick")
        return .none
      }
    }
  }
}

@MainActor
struct EffectWaitingTests {
  private func makeStore(clock: TestClock<Duration> = TestClock()) -> (
    TestStoreOf<Worker>, LockIsolated<CheckedContinuation<Void, Never>?>
  ) {
    let gate = LockIsolated<CheckedContinuation<Void, Never>?>(nil)
    let store = TestStore(initialState: Worker.State()) { Worker(clock: clock, gate: gate) }
    return (store, gate)
  }

  @Test func anEffectThatKeepsWorkingAfterItsLastSendIsWaitedFor() async {
    for _ in 0..<20 {
      let (store, _) = makeStore()
      // Only a bound for the wait: under load the effect may need more than a second.
      store.timeout = .seconds(60)
      await store.send(.busy)
      await store.receive(\.tick) { $0.log = ["tick"] }
      // Ends here: the end-of-test check would report the effect if it were still running.
    }
  }

  @Test func anEffectStillWorkingAfterASendIsWaitedFor() async {
    for _ in 0..<20 {
      let (store, _) = makeStore()
      store.timeout = .seconds(60)
      await store.send(.doneSoon)
    }
  }

  @Test(.timeLimit(.minutes(1)))
  func anEffectAsleepOnAClockDoesNotHoldTheStepUp() async {
    let clock = TestClock()
    let (store, _) = makeStore(clock: clock)
    // A step that waited for sleeping effects to finish would take an hour here.
    store.timeout = .seconds(3_600)
    let task = await store.send(.sleepAfterSending)
    await store.receive(\.tick) { $0.log = ["tick"] }
    await clock.advance(by: .seconds(10))
    await store.receive(\.tick) { $0.log = ["tick", "tick"] }
    await task.finish()
  }

  @Test func skippingEffectsAfterFinishTimedOutForgetsOneThatIgnoresCancellation() async {
    let (store, gate) = makeStore()
    await store.send(.ignoreCancellation)
    await withKnownIssue {
      await store.finish(timeout: .milliseconds(20))
    } matching: { issue in
      issue.description.contains(
        """
        Still running: the effect created at ComposableArchitectureTestingTests/\
        EffectWaitingTests.swift:41.

        Expected effects to finish, but there are still effects in-flight after 0.02 seconds.
        """)
        && issue.description.hasSuffix(
          #"try increasing the duration of this assertion's "timeout"."#)
    }
    // Skipped, the effect no longer counts: the test ends with no "still running" failure,
    // though the effect waits at the gate until after the store is gone.
    await store.skipInFlightEffects()
    #expect(gate.value != nil)
    gate.value?.resume()
  }

  @Test func aTaskFinishTimeoutNamesTheEffectsOfItsSend() async {
    let (store, gate) = makeStore()
    let task = await store.send(.ignoreCancellation)
    await withKnownIssue {
      await task.finish(timeout: .milliseconds(20))
    } matching: { issue in
      issue.description.contains(
        """
        Still running: the effect created at ComposableArchitectureTestingTests/\
        EffectWaitingTests.swift:41.

        Expected task to finish, but it is still in-flight after 0.02 seconds.
        """)
        && issue.description.hasSuffix(
          #"try increasing the duration of this assertion's "timeout"."#)
    }
    // The send waited for the effect to suspend, so it is waiting at the gate.
    #expect(gate.value != nil)
    gate.value?.resume()
    await task.finish()
  }
}
