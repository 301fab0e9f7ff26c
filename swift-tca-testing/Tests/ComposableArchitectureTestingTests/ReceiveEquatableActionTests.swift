import ComposableArchitectureTesting
import Testing

@Reducer
private struct Loader {
  struct State: Equatable {
    var value: Int?
  }
  enum Action: Equatable {
    case load
    case loaded(Int)
  }
  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .load:
        return .run { send in await send(.loaded(42)) }
      case let .loaded(value):
        state.value = value
        return .none
      }
    }
  }
}

/// Features whose actions are `Equatable` can receive by action value.
@MainActor
struct ReceiveEquatableActionTests {
  @Test func receivesTheActionByValue() async {
    let store = TestStore(initialState: Loader.State()) { Loader() }
    await store.send(.load)
    await store.receive(.loaded(42)) { $0.value = 42 }
  }

  @Test func anotherActionIsAFailureWithADiff() async {
    let store = TestStore(initialState: Loader.State()) { Loader() }
    await store.send(.load)
    await withKnownIssue {
      await store.receive(.loaded(1))
    } matching: { issue in
      issue.description.contains("Received unexpected action:")
        && issue.description.contains("− Loader.Action.loaded(1)")
        && issue.description.contains("+ Loader.Action.loaded(42)")
        && issue.description.contains("(Expected: −, Received: +)")
    }
    #expect(store.state.value == 42)
  }
}
