#if CombineSchedulers
  import ComposableArchitectureTesting
  import Testing

  /// A search feature written as features for upstream are: it waits and debounces on
  /// `@Dependency(\.mainQueue)`, and its tests override the queue.
  @Reducer
  private struct Search {
    @ObservableState
    struct State: Equatable {
      var query = ""
      var results: [String] = []
      var toast: String?
    }
    enum Action: Equatable {
      case queryChanged(String)
      case searched([String])
      case showToast(String)
      case toastExpired
    }
    @Dependency(\.mainQueue) var mainQueue
    enum CancelID { case search }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .queryChanged(query):
          state.query = query
          return .run { send in
            await send(.searched(["\(query) 1", "\(query) 2"]))
          }
          .debounce(id: CancelID.search, for: .milliseconds(300), scheduler: mainQueue)
        case let .searched(results):
          state.results = results
          return .none
        case let .showToast(message):
          state.toast = message
          return .run { send in
            try await mainQueue.sleep(for: .seconds(2))
            await send(.toastExpired)
          }
        case .toastExpired:
          state.toast = nil
          return .none
        }
      }
    }
  }

  /// Progress reports throttled on the main queue.
  @Reducer
  private struct Progress {
    let latest: Bool
    enum Action: Equatable {
      case report(Int)
      case reported(Int)
    }
    @Dependency(\.mainQueue) var mainQueue
    enum CancelID { case progress }

    var body: some Reducer<[Int], Action> {
      Reduce { state, action in
        switch action {
        case let .report(value):
          return .send(.reported(value))
            .throttle(id: CancelID.progress, for: .seconds(1), scheduler: mainQueue, latest: latest)
        case let .reported(value):
          state.append(value)
          return .none
        }
      }
    }
  }

  @MainActor
  struct MainQueueFeatureTests {
    private func progressStore(latest: Bool, _ mainQueue: TestSchedulerOf<DispatchQueue>)
      -> TestStore<[Int], Progress.Action>
    {
      TestStore(initialState: []) {
        Progress(latest: latest)
      } withDependencies: {
        $0.mainQueue = mainQueue.eraseToAnyScheduler()
      }
    }

    @Test func throttleLatestRunsTheFirstAtOnceAndTheNewestAtTheEndOfTheInterval() async {
      let mainQueue = DispatchQueue.test
      let store = progressStore(latest: true, mainQueue)
      await store.send(.report(1))
      await store.receive(.reported(1)) { $0 = [1] }
      await store.send(.report(2))
      await store.send(.report(3))
      await mainQueue.advance(by: .seconds(1))
      await store.receive(.reported(3)) { $0 = [1, 3] }
    }

    @Test func throttleFirstRunsTheFirstWaitingAndDropsTheRest() async {
      let mainQueue = DispatchQueue.test
      let store = progressStore(latest: false, mainQueue)
      await store.send(.report(1))
      await store.receive(.reported(1)) { $0 = [1] }
      await store.send(.report(2))
      await store.send(.report(3))
      await mainQueue.advance(by: .seconds(1))
      await store.receive(.reported(2)) { $0 = [1, 2] }
    }

    @Test func throttleLetsAnEffectAfterTheIntervalRunAtOnce() async {
      let mainQueue = DispatchQueue.test
      let store = progressStore(latest: false, mainQueue)
      await store.send(.report(1))
      await store.receive(.reported(1)) { $0 = [1] }
      await mainQueue.advance(by: .seconds(2))
      await store.send(.report(2))
      await store.receive(.reported(2)) { $0 = [1, 2] }
    }

    @Test func testSchedulerAdvancedByHandRunsOnlyTheLastSearch() async {
      let mainQueue = DispatchQueue.test
      let store = TestStore(initialState: Search.State()) {
        Search()
      } withDependencies: {
        $0.mainQueue = mainQueue.eraseToAnyScheduler()
      }
      await store.send(.queryChanged("c")) { $0.query = "c" }
      await mainQueue.advance(by: .milliseconds(200))
      await store.send(.queryChanged("ca")) { $0.query = "ca" }
      await mainQueue.advance(by: .milliseconds(300))
      await store.receive(.searched(["ca 1", "ca 2"])) { $0.results = ["ca 1", "ca 2"] }
    }

    @Test func immediateSchedulerRunsWaitsAtOnce() async {
      let store = TestStore(initialState: Search.State()) {
        Search()
      } withDependencies: {
        $0.mainQueue = .immediate
      }
      await store.send(.showToast("Saved")) { $0.toast = "Saved" }
      await store.receive(.toastExpired) { $0.toast = nil }
    }

    @Test func toastExpiresAfterTwoSecondsOnTheTestScheduler() async {
      let mainQueue = DispatchQueue.test
      let store = TestStore(initialState: Search.State()) {
        Search()
      } withDependencies: {
        $0.mainQueue = mainQueue.eraseToAnyScheduler()
      }
      await store.send(.showToast("Saved")) { $0.toast = "Saved" }
      await mainQueue.advance(by: .seconds(1))
      await mainQueue.advance(by: .seconds(1))
      await store.receive(.toastExpired) { $0.toast = nil }
    }

    @Test func unoverriddenMainQueueFailsTheTestNamingTheDependency() async {
      let store = TestStore(initialState: Search.State()) {
        Search()
      }
      store.exhaustivity = .off
      await withKnownIssue {
        await store.send(.showToast("Saved")) { $0.toast = "Saved" }
        await store.finish()
      } matching: { issue in
        issue.description.contains(#"@Dependency(\.mainQueue) - An unimplemented scheduler"#)
      }
    }
  }
#endif
