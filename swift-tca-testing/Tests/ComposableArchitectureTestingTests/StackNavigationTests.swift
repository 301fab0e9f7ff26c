import ComposableArchitectureTesting
import Testing

// Upstream's stack-based navigation article's testing section, unchanged but for its namespace,
// the parent's empty `Reduce` (which needs a `return`), and the test store running `Feature` with
// `.counter` elements (the article writes `CounterFeature()` and `Counter`).
// Its counter is the tree article's, in NavigationArticleCounter.swift.
enum StackNavigationArticle {
  typealias CounterFeature = NavigationArticleCounter

  @Reducer
  struct Feature {
    @ObservableState
    struct State: Equatable {
      var path = StackState<Path.State>()
    }
    enum Action {
      case path(StackActionOf<Path>)
    }
    @Reducer
    struct Path {
      enum State: Equatable { case counter(CounterFeature.State) }
      enum Action { case counter(CounterFeature.Action) }
      var body: some ReducerOf<Self> {
        Scope(state: \.counter, action: \.counter) { CounterFeature() }
      }
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        // Logic and behavior for core feature.
        .none
      }
      .forEach(\.path, action: \.path) { Path() }
    }
  }

  @Reducer
  struct EnumPathFeature {
    @ObservableState
    struct State: Equatable {
      var path: StackState<Path.State> = []
    }
    enum Action {
      case path(StackActionOf<Path>)
      case pushCounter
    }
    @Reducer(state: .equatable)
    enum Path {
      case counter(CounterFeature)
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .path:
          return .none
        case .pushCounter:
          state.path.append(.counter(CounterFeature.State()))
          return .none
        }
      }
      .forEach(\.path, action: \.path)
    }
  }
}

@MainActor
struct StackNavigationArticleTests {
  typealias Feature = StackNavigationArticle.Feature
  typealias CounterFeature = StackNavigationArticle.CounterFeature

  @available(*, deprecated)
  @Test
  func dismissal() async {
    let store = TestStore(
      initialState: Feature.State(
        path: StackState([
          .counter(CounterFeature.State(count: 3))
        ])
      )
    ) {
      Feature()
    }

    await store.send(\.path[id: 0].counter.incrementButtonTapped) {
      XCTModify(&$0.path[id: 0], case: \.counter) {
        $0.count = 4
      }
    }
    await store.send(\.path[id: 0].counter.incrementButtonTapped) {
      $0.path[id: 0, case: \.counter]?.count = 5
    }
    await store.receive(\.path.popFrom) {
      $0.path[id: 0] = nil
    }
  }

  @Test
  func nonExhaustiveDismissal() async {
    let store = TestStore(
      initialState: Feature.State(
        path: StackState([
          .counter(CounterFeature.State(count: 3))
        ])
      )
    ) {
      Feature()
    }
    store.exhaustivity = .off

    await store.send(\.path[id: 0].counter.incrementButtonTapped)
    await store.send(\.path[id: 0].counter.incrementButtonTapped)
    await store.receive(\.path.popFrom)
    #expect(store.state.path.isEmpty)
  }

  @Test
  func receivingAnElementsAction() async {
    let store = TestStore(
      initialState: Feature.State(path: StackState([.counter(CounterFeature.State(count: 1))]))
    ) {
      Feature()
    }
    await store.send(\.path[id: 0].counter.fetch)
    await store.receive(\.path[id: 0].counter.response) {
      $0.path[id: 0, case: \.counter]?.count = 10
    }
  }

  @Test
  func idsAreGenerationalAcrossPushes() async {
    let store = TestStore(
      initialState: StackNavigationArticle.EnumPathFeature.State(
        path: [.counter(CounterFeature.State(count: 7))])
    ) {
      StackNavigationArticle.EnumPathFeature()
    }
    await store.send(.pushCounter) {
      // Building the expected state here does not advance the store's ids.
      $0.path.append(.counter(CounterFeature.State()))
    }
    #expect(store.state.path.ids.map(\.debugDescription) == ["#0", "#1"])
    await store.send(.pushCounter) {
      $0.path[id: 2] = .counter(CounterFeature.State())
    }
    await store.send(\.path[id: 1].counter.incrementButtonTapped) {
      $0.path[id: 1, case: \.counter]?.count = 1
    }
    await store.send(.path(.popFrom(id: 1))) {
      $0.path.pop(from: 1)
    }
    #expect(store.state.path.count == 1)
  }

  @Test
  func aPushWithAnUnexpectedGenerationIsAnIssue() async {
    let store = TestStore(initialState: StackNavigationArticle.EnumPathFeature.State()) {
      StackNavigationArticle.EnumPathFeature()
    }
    await withKnownIssue {
      await store.send(.path(.push(id: 5, state: .counter(CounterFeature.State())))) {
        $0.path[id: 5] = .counter(CounterFeature.State())
      }
    } matching: { issue in
      issue.description.contains(#"received a "push" action with an unexpected generational ID."#)
    }
  }

  @Test
  func poppingCancelsTheEffectsOfEveryPoppedElementAndTheTestEndsClean() async {
    let store = TestStore(
      initialState: StackNavigationArticle.EnumPathFeature.State(
        path: [.counter(CounterFeature.State()), .counter(CounterFeature.State())])
    ) {
      StackNavigationArticle.EnumPathFeature()
    } withDependencies: {
      $0.continuousClock = TestClock()
    }
    await store.send(\.path[id: 0].counter.startTimer)
    await store.send(\.path[id: 1].counter.startTimer)
    await store.send(.path(.popFrom(id: 0))) {
      $0.path = []
    }
  }
}
