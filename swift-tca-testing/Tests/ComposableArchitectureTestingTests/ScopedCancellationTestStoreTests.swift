import ComposableArchitectureTesting
import Testing

/// A recording that ticks every second until stopped, cancellable by one id as SyncUps' timer is.
@Reducer
struct Recording {
  @ObservableState
  struct State: Equatable {
    var seconds = 0
  }
  enum Action {
    case start
    case stop
    case tick
  }
  enum CancelID { case timer }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .start:
        return .run { send in
          while true {
            try await clock.sleep(for: .seconds(1))
            await send(.tick)
          }
        }
        .cancellable(id: CancelID.timer, cancelInFlight: true)
      case .stop:
        return .cancel(id: CancelID.timer)
      case .tick:
        state.seconds += 1
        return .none
      }
    }
  }
}

@Reducer
struct Recordings {
  @ObservableState
  struct State: Equatable {
    var path = StackState<Recording.State>()
  }
  enum Action {
    case path(StackAction<Recording.State, Recording.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
      .forEach(\.path, action: \.path) { Recording() }
  }
}

/// Two pushed recordings with the same cancellation id record apart, through a test store.
@MainActor
struct ScopedCancellationTestStoreTests {
  @Test func twoRecordingsOnTwoPushedElementsTickApart() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: Recordings.State(path: StackState([Recording.State(), Recording.State()]))
    ) {
      Recordings()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.path(.element(id: 0, action: .start)))
    await clock.advance(by: .milliseconds(500))
    // Starting the second with `cancelInFlight: true` leaves the first running.
    await store.send(.path(.element(id: 1, action: .start)))
    await clock.advance(by: .milliseconds(500))
    await store.receive(\.path[id: 0].tick) { $0.path[id: 0]?.seconds = 1 }
    await clock.advance(by: .milliseconds(500))
    await store.receive(\.path[id: 1].tick) { $0.path[id: 1]?.seconds = 1 }
    // Stopping the first leaves the second running.
    await store.send(.path(.element(id: 0, action: .stop)))
    await clock.advance(by: .seconds(1))
    await store.receive(\.path[id: 1].tick) { $0.path[id: 1]?.seconds = 2 }
    await store.send(.path(.element(id: 1, action: .stop)))
  }
}
