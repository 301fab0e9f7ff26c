import ComposableArchitectureTesting
import Testing

@Reducer
private struct Ping {
  @ObservableState
  struct State: Equatable { var pongs = 0 }
  @CasePathable
  enum Action: Equatable {
    case ping
    case pong(Int)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .ping:
        return .run { send in await send(.pong(1)) }
      case let .pong(count):
        state.pongs += count
        return .none
      }
    }
  }
}

// Timeouts as tests before `Duration` wrote them, in nanoseconds (Darwin's `NSEC_PER_SEC`).
@MainActor
@Suite struct NanosecondTimeoutTests {
  @available(*, deprecated)
  @Test func receiveAndFinishTakeNanoseconds() async {
    let store = TestStore(initialState: Ping.State()) { Ping() }
    await store.send(.ping)
    await store.receive(.pong(1), timeout: NSEC_PER_SEC) { $0.pongs = 1 }
    await store.send(.ping)
    await store.receive(\.pong, timeout: NSEC_PER_SEC) { $0.pongs = 2 }
    await store.send(.ping)
    await store.receive(\.pong, 1, timeout: NSEC_PER_SEC) { $0.pongs = 3 }
    await store.send(.ping)
    let isPong: (Ping.Action) -> Bool = { $0 == .pong(1) }
    await store.receive(isPong, timeout: NSEC_PER_SEC) { $0.pongs = 4 }
    let task = await store.send(.ping)
    await task.finish(timeout: NSEC_PER_SEC)
    await store.receive(.pong(1)) { $0.pongs = 5 }
    await store.finish(timeout: NSEC_PER_SEC)
  }
}
