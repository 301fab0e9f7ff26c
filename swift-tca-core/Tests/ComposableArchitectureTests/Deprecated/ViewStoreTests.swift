#if CombineSchedulers
  import Clocks
  import ComposableArchitecture
  import OpenCombineShim
  import Testing

  // Features observed as before 1.7: through a view store, headless.

  private struct Search: Reducer {
    struct State: Equatable {
      var query = ""
      var isSearching = false
      var results: [String] = []
      var unrelated = 0
    }
    enum Action: Equatable {
      case queryChanged(String)
      case searchButtonTapped
      case response([String])
      case unrelatedChanged
    }
    let clock: any Clock<Duration>
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .queryChanged(let query):
        state.query = query
        return .none
      case .searchButtonTapped:
        state.isSearching = true
        let query = state.query
        return .run { [clock] send in
          try await clock.sleep(for: .seconds(1))
          await send(.response([query + "!"]))
        }
      case .response(let results):
        state.isSearching = false
        state.results = results
        return .none
      case .unrelatedChanged:
        state.unrelated += 1
        return .none
      }
    }
  }

  private struct ViewState: Equatable {
    var query: String
    var isSearching: Bool
    init(_ state: Search.State) {
      query = state.query
      isSearching = state.isSearching
    }
  }

  @MainActor
  struct ViewStoreTests {
    @available(*, deprecated)
    @Test func readsAndSendsThroughTheViewState() {
      let store = Store(initialState: Search.State()) { Search(clock: ImmediateClock()) }
      let viewStore = ViewStore(store, observe: ViewState.init)

      viewStore.send(.queryChanged("blob"))

      #expect(viewStore.query == "blob")
      #expect(viewStore.state == ViewState(store.withState { $0 }))
    }

    @available(*, deprecated)
    @Test func publishesTheCurrentViewStateThenOnlyItsChanges() {
      let store = Store(initialState: Search.State()) { Search(clock: ImmediateClock()) }
      let viewStore = ViewStore(store, observe: ViewState.init)
      var queries: [String] = []
      var willChangeCount = 0
      let published = viewStore.publisher.sink { queries.append($0.query) }
      let willChange = viewStore.objectWillChange.sink { willChangeCount += 1 }

      viewStore.send(.queryChanged("a"))
      viewStore.send(.unrelatedChanged)  // outside the view state: nobody is told
      viewStore.send(.queryChanged("ab"))

      #expect(queries == ["", "a", "ab"])
      #expect(willChangeCount == 2)
      _ = (published, willChange)
    }

    @available(*, deprecated)
    @Test func objectWillChangeSendsBeforeTheStateChanges() {
      let store = Store(initialState: Search.State()) { Search(clock: ImmediateClock()) }
      let viewStore = ViewStore(store, observe: ViewState.init)
      var queriesBeforeChange: [String] = []
      let willChange = viewStore.objectWillChange.sink {
        queriesBeforeChange.append(viewStore.query)
      }

      viewStore.send(.queryChanged("a"))
      viewStore.send(.queryChanged("ab"))

      #expect(queriesBeforeChange == ["", "a"])
      _ = willChange
    }

    @available(*, deprecated)
    @Test func aCustomRemoveDuplicatesDecidesWhatIsAChange() {
      let store = Store(initialState: Search.State()) { Search(clock: ImmediateClock()) }
      let viewStore = ViewStore(
        store, observe: { $0 }, removeDuplicates: { $0.query.count == $1.query.count })
      var queries: [String] = []
      let published = viewStore.publisher.query.sink { queries.append($0) }

      viewStore.send(.queryChanged("a"))
      viewStore.send(.queryChanged("b"))  // same length: not a change
      viewStore.send(.queryChanged("bc"))

      #expect(queries == ["", "a", "bc"])
      #expect(viewStore.query == "bc")
      _ = published
    }

    @available(*, deprecated)
    @Test func sendsViewActionsThroughTheEmbedding() {
      enum SearchViewAction { case typed(String) }
      let store = Store(initialState: Search.State()) { Search(clock: ImmediateClock()) }
      let viewStore = ViewStore(
        store, observe: ViewState.init,
        send: { (action: SearchViewAction) -> Search.Action in
          switch action {
          case .typed(let text): .queryChanged(text)
          }
        })

      viewStore.send(.typed("blob"))

      #expect(store.withState(\.query) == "blob")
    }

    @available(*, deprecated)
    @Test func sendWhileWaitsUntilThePredicateFails() async {
      let clock = TestClock()
      let store = Store(initialState: Search.State(query: "blob")) { Search(clock: clock) }
      let viewStore = ViewStore(store, observe: ViewState.init)

      let searching = Task { await viewStore.send(.searchButtonTapped, while: \.isSearching) }
      await clock.advanceWhenSuspended(by: .seconds(1))
      await searching.value

      #expect(!viewStore.isSearching)
      #expect(store.withState(\.results) == ["blob!"])
    }

    @available(*, deprecated)
    @Test func yieldReturnsAtOnceWhenThePredicateDoesNotHold() async {
      let store = Store(initialState: Search.State()) { Search(clock: ImmediateClock()) }
      let viewStore = ViewStore(store, observe: ViewState.init)

      await viewStore.yield(while: \.isSearching)

      #expect(!viewStore.isSearching)
    }

    @available(*, deprecated)
    @Test func cancellingTheWaitCancelsTheActionsEffects() async {
      let clock = TestClock()
      let store = Store(initialState: Search.State(query: "blob")) { Search(clock: clock) }
      let viewStore = ViewStore(store, observe: ViewState.init)

      let searching = Task { await viewStore.send(.searchButtonTapped, while: \.isSearching) }
      await clock.suspended()
      searching.cancel()
      await searching.value
      await clock.run()

      #expect(viewStore.isSearching)
      #expect(store.withState(\.results).isEmpty)
    }

    @available(*, deprecated)
    @Test func bindingsReadTheViewStateAndSendWhatIsWritten() {
      let store = Store(initialState: Search.State()) { Search(clock: ImmediateClock()) }
      let viewStore = ViewStore(store, observe: ViewState.init)
      let query = viewStore.binding(get: \.query, send: { .queryChanged($0) })
      let tap = viewStore.binding(get: \.isSearching, send: .unrelatedChanged)

      query.wrappedValue = "blob"
      tap.wrappedValue = true

      #expect(query.wrappedValue == "blob")
      #expect(store.withState(\.unrelated) == 1)
    }

    @available(*, deprecated)
    @Test func aViewStoreReleasedStopsObserving() {
      let store = Store(initialState: Search.State()) { Search(clock: ImmediateClock()) }
      weak var released: ViewStore<ViewState, Search.Action>?
      do {
        let viewStore = ViewStore(store, observe: ViewState.init)
        released = viewStore
        viewStore.send(.queryChanged("a"))
      }
      store.send(.queryChanged("ab"))

      #expect(released == nil)
    }
  }
#endif
