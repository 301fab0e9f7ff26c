import ComposableArchitecture
import Testing

/// Runs `Wrapped` by calling `Wrapped().reduce(into:action:)` on each action, as a parent that
/// shares a child's logic by calling it directly: a fresh reducer every time.
@Reducer
struct CallingDirectly<Wrapped: Reducer & Sendable>
where Wrapped.State: Equatable, Wrapped.Action: Sendable {
  let make: @Sendable () -> Wrapped
  struct State: Equatable {
    var wrapped: Wrapped.State
  }
  enum Action {
    case wrapped(Wrapped.Action)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .wrapped(action):
        return make().reduce(into: &state.wrapped, action: action).map { .wrapped($0) }
      }
    }
  }
}

@MainActor
struct DirectReduceTests {
  @Test func ifLetCancelsTheEffectsOfADismissedChildWhenCalledDirectly() async {
    let store = Store(initialState: CallingDirectly<Host>.State(wrapped: Host.State())) {
      CallingDirectly { Host() }
    }
    store.send(.wrapped(.show(id: 1)))
    let effect = store.send(.wrapped(.counter(.incrementLater)))
    #expect(!effect.isCancelled)
    store.send(.wrapped(.dismiss))
    await effect.finish()
    #expect(effect.isCancelled)
  }

  @Test func forEachCancelsTheEffectsOfARemovedElementWhenCalledDirectly() async {
    let state = Rows.State(rows: [Counter.State(id: 1), Counter.State(id: 2)])
    let store = Store(initialState: CallingDirectly<Rows>.State(wrapped: state)) {
      CallingDirectly { Rows() }
    }
    let removed = store.send(.wrapped(.rows(.element(id: 1, action: .incrementLater))))
    let kept = store.send(.wrapped(.rows(.element(id: 2, action: .incrementLater))))
    store.send(.wrapped(.remove(id: 1)))
    await removed.finish()
    #expect(removed.isCancelled)
    #expect(!kept.isCancelled)
    kept.cancel()
    await kept.finish()
  }

  @Test func ifCaseLetCancelsTheEffectsOfALeftCaseWhenCalledDirectly() async {
    let store = Store(
      initialState: CallingDirectly<SessionWithIfCaseLet>.State(wrapped: .loggedIn(Counter.State()))
    ) {
      CallingDirectly { SessionWithIfCaseLet() }
    }
    let effect = store.send(.wrapped(.loggedIn(.incrementLater)))
    store.send(.wrapped(.logOut))
    await effect.finish()
    #expect(effect.isCancelled)
  }
}
