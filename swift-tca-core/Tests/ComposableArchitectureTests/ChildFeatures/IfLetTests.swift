import ComposableArchitecture
import Testing

@Reducer
struct Host {
  @ObservableState
  struct State: Equatable {
    var counter: Counter.State?
    var log: [String] = []
  }
  enum Action: Equatable {
    case counter(Counter.Action)
    case show(id: Int)
    case dismiss
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .counter(action):
        state.log.append("parent saw \(action) with count \(state.counter?.count ?? -1)")
      case let .show(id):
        state.counter = Counter.State(id: id)
      case .dismiss:
        state.counter = nil
      }
      return .none
    }
    .ifLet(\.counter, action: \.counter) {
      Counter()
    }
  }
}

@MainActor
struct IfLetTests {
  @Test func childRunsBeforeTheParent() {
    let store = Store(initialState: Host.State(counter: Counter.State())) { Host() }
    store.send(.counter(.increment))
    #expect(store.counter?.count == 1)
    #expect(
      store.log == [
        "parent saw increment with count 1",
        "parent saw delegate(1) with count 1",
      ])
  }

  @Test func childActionWhileNilIsAnIssueAndTheParentStillRuns() {
    let store = Store(initialState: Host.State()) { Host() }
    withKnownIssue {
      store.send(.counter(.increment))
    } matching: { issue in
      issue.description.contains(
        #"An "ifLet" at "ComposableArchitectureTests/IfLetTests.swift:28" received a child action when child state was "nil"."#
      ) && issue.description.contains("Host.Action.counter(.increment)")
    }
    #expect(store.log == ["parent saw increment with count -1"])
  }

  @Test func dismissingTheChildCancelsItsEffects() async {
    let store = Store(initialState: Host.State()) { Host() }
    store.send(.show(id: 1))
    let effect = store.send(.counter(.incrementLater))
    #expect(!effect.isCancelled)
    store.send(.dismiss)
    await effect.finish()
    #expect(effect.isCancelled)
  }

  @Test func replacingTheChildWithAnotherIdentityCancelsItsEffects() async {
    let store = Store(initialState: Host.State()) { Host() }
    store.send(.show(id: 1))
    let effect = store.send(.counter(.incrementLater))
    store.send(.show(id: 2))
    await effect.finish()
    #expect(effect.isCancelled)
  }

  @Test func keepingTheChildKeepsItsEffects() async {
    let store = Store(initialState: Host.State()) { Host() }
    store.send(.show(id: 1))
    let effect = store.send(.counter(.incrementLater))
    store.send(.counter(.increment))
    #expect(!effect.isCancelled)
    effect.cancel()
  }
}
