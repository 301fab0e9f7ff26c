import ComposableArchitecture
import Testing

@Reducer
struct Counter {
  @ObservableState
  struct State: Equatable, Identifiable {
    var id = 0
    var count = 0
  }
  enum Action: Equatable {
    case increment
    case incrementLater
    case delegate(Int)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
        return .send(.delegate(state.count))
      case .incrementLater:
        return .run { send in
          try await Task.never()
          await send(.increment)
        }
      case .delegate:
        return .none
      }
    }
  }
}

@Reducer
struct Session {
  @ObservableState
  enum State: Equatable {
    case loggedOut
    case loggedIn(Counter.State)
  }
  enum Action: Equatable {
    case loggedIn(Counter.Action)
    case logOut
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .logOut = action { state = .loggedOut }
      return .none
    }
    Scope(state: \.loggedIn, action: \.loggedIn) { Counter() }
  }
}

/// Two counters, one in a stored property (run in place through its offset) and one behind a
/// computed property (run through the key path), beside fields they must not touch.
@Reducer
struct TwoCounters {
  struct State: Equatable {
    var before = "before"
    var stored = Counter.State()
    var backing = Counter.State(id: 7)
    var after = 42
    var computed: Counter.State {
      get { backing }
      set { backing = newValue }
    }
  }
  enum Action: Equatable {
    case stored(Counter.Action)
    case computed(Counter.Action)
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.stored, action: \.stored) { Counter() }
    Scope(state: \.computed, action: \.computed) { Counter() }
  }
}

@MainActor
struct ScopeTests {
  @Test func storedAndComputedChildrenEachChangeOnlyTheirOwnState() {
    let store = Store(initialState: TwoCounters.State()) { TwoCounters() }
    store.send(.stored(.increment))
    store.send(.stored(.increment))
    store.send(.computed(.increment))
    #expect(store.stored == Counter.State(id: 0, count: 2))
    #expect(store.backing == Counter.State(id: 7, count: 1))
    #expect(store.before == "before")
    #expect(store.after == 42)
  }

  @Test func aChildInPlaceIsTheSameWhenTheReducerRunsDirectly() {
    var state = TwoCounters.State()
    _ = TwoCounters().reduce(into: &state, action: .stored(.increment))
    #expect(state.stored.count == 1)
    #expect(state.backing.count == 0)
  }

  @Test func structChildRunsOnItsStateAndItsEffectsComeBackAsParentActions() {
    var received: [Parent.Action] = []
    let store: StoreOf<Parent> = Store(initialState: Parent.State()) {
      Scope(state: \.child, action: \.child) { Child() }
      Reduce { _, action in
        received.append(action)
        return .none
      }
    }
    store.send(.child(.refresh))
    #expect(store.child.refreshCount == 1)
    #expect(received.count == 2)
  }

  @Test func enumChildRunsOnlyInItsCase() {
    let store = Store(initialState: Session.State.loggedIn(Counter.State())) { Session() }
    store.send(.loggedIn(.increment))
    #expect(store.state == .loggedIn(Counter.State(count: 1)))
  }

  @Test func enumChildActionInAnotherCaseIsAnIssue() {
    let store = Store(initialState: Session.State.loggedOut) { Session() }
    withKnownIssue {
      store.send(.loggedIn(.increment))
    } matching: { issue in
      let text = issue.description
      return text.contains(
        #"A "Scope" at "ComposableArchitectureTests/ScopeTests.swift:50" received a child action when child state was set to a different case."#
      )
        && text.contains("Session.Action.loggedIn(.increment)")
        && text.contains("Session.State.loggedOut")
    }
    #expect(store.state == .loggedOut)
  }
}
