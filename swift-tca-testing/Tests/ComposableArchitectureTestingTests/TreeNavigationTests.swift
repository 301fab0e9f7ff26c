import ComposableArchitectureTesting
import Testing

// The tree-based navigation article's testing section, unchanged but for its namespace (the
// test target has its own `Feature` and `CounterFeature`) and the parent's empty `Reduce`,
// which needs a `return`. Its counter is in NavigationArticleCounter.swift.
enum TreeNavigationArticle {
  typealias CounterFeature = NavigationArticleCounter

  @Reducer
  struct Feature {
    @ObservableState
    struct State: Equatable {
      @Presents var counter: CounterFeature.State?
    }
    enum Action {
      case counter(PresentationAction<CounterFeature.Action>)
    }
    var body: some Reducer<State, Action> {
      Reduce { state, action in
        // Logic and behavior for core feature.
        .none
      }
      .ifLet(\.$counter, action: \.counter) {
        CounterFeature()
      }
    }
  }

  @Reducer
  struct DestinationFeature {
    @ObservableState
    struct State: Equatable {
      @Presents var destination: Destination.State?
    }
    enum Action {
      case destination(PresentationAction<Destination.Action>)
      case showCounter
    }
    @Reducer(state: .equatable)
    enum Destination {
      case counter(CounterFeature)
    }
    var body: some Reducer<State, Action> {
      Reduce { state, action in
        switch action {
        case .destination:
          return .none
        case .showCounter:
          state.destination = .counter(CounterFeature.State(count: 3))
          return .none
        }
      }
      .ifLet(\.$destination, action: \.destination)
    }
  }
}

@MainActor
struct TreeNavigationArticleTests {
  typealias Feature = TreeNavigationArticle.Feature
  typealias CounterFeature = TreeNavigationArticle.CounterFeature

  @Test
  func dismissal() async {
    let store = TestStore(
      initialState: Feature.State(
        counter: CounterFeature.State(count: 3)
      )
    ) {
      Feature()
    }

    await store.send(\.counter.incrementButtonTapped) {
      $0.counter?.count = 4
    }
    await store.send(\.counter.incrementButtonTapped) {
      $0.counter?.count = 5
    }
    await store.receive(\.counter.dismiss) {
      $0.counter = nil
    }
  }

  @Test
  func nonExhaustiveDismissal() async {
    let store = TestStore(
      initialState: Feature.State(
        counter: CounterFeature.State(count: 3)
      )
    ) {
      Feature()
    }
    store.exhaustivity = .off

    await store.send(\.counter.incrementButtonTapped)
    await store.send(\.counter.incrementButtonTapped)
    await store.receive(\.counter.dismiss)
    #expect(store.state.counter == nil)
  }

  @Test
  func enumDestination() async {
    let store = TestStore(initialState: TreeNavigationArticle.DestinationFeature.State()) {
      TreeNavigationArticle.DestinationFeature()
    }
    await store.send(.showCounter) {
      $0.destination = .counter(CounterFeature.State(count: 3))
    }
    await store.send(\.destination.counter.incrementButtonTapped) {
      $0.destination?.counter?.count = 4
    }
    await store.send(\.destination.counter.incrementButtonTapped) {
      $0.destination?.modify(\.counter) { $0.count = 5 }
    }
    await store.receive(\.destination.dismiss) {
      $0.destination = nil
    }
  }

  @Test
  func wrongAssertionOnPresentedStateShowsTheChildInTheDiff() async {
    let store = TestStore(
      initialState: Feature.State(counter: CounterFeature.State(count: 3))
    ) {
      Feature()
    }
    await withKnownIssue {
      await store.send(\.counter.incrementButtonTapped) {
        $0.counter?.count = 40
      }
    } matching: { issue in
      issue.description.contains("A state change does not match expectation")
        && issue.description.contains("−     _count: 40")
        && issue.description.contains("+     _count: 4")
    }
  }
}

/// A feature that can close itself: the root of a test store.
@Reducer
private struct Closable {
  @ObservableState
  struct State: Equatable {
    var ticks = 0
  }
  enum Action {
    case closeButtonTapped
    case closeThenTick
    case startTimer
    case tick
  }
  @Dependency(\.dismiss) var dismiss
  @Dependency(\.continuousClock) var clock
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .closeButtonTapped:
        return .run { _ in await self.dismiss() }
      case .closeThenTick:
        return .run { send in
          await self.dismiss()
          await send(.tick)
        }
      case .startTimer:
        return .run { send in
          for await _ in self.clock.timer(interval: .seconds(1)) {
            await send(.tick)
          }
        }
      case .tick:
        state.ticks += 1
        return .none
      }
    }
  }
}

@MainActor
struct DismissedTestStoreTests {
  @Test func aRootFeatureDismissingItselfDismissesTheTestStore() async {
    let clock = TestClock()
    let store = TestStore(initialState: Closable.State()) {
      Closable()
    } withDependencies: {
      $0.continuousClock = clock
    }
    #expect(!store.isDismissed)
    // A long-living effect in flight is skipped once the feature is dismissed.
    await store.send(.startTimer)
    await store.send(.closeButtonTapped)
    await store.finish()
    #expect(store.isDismissed)
  }

  @Test func sendingToADismissedStoreFails() async {
    let store = TestStore(initialState: Closable.State()) { Closable() }
    await store.send(.closeButtonTapped).finish()
    #expect(store.isDismissed)
    await withKnownIssue {
      await store.send(.tick)
    } matching: { issue in
      issue.description.hasSuffix("Can't send action to dismissed test store.")
    }
    #expect(store.state.ticks == 0)
  }

  @Test func sendingAfterDismissingIsAnIssue() async {
    let store = TestStore(initialState: Closable.State()) { Closable() }
    await withKnownIssue {
      await store.send(.closeThenTick).finish()
    } matching: { issue in
      issue.description.contains("An effect sent an action after it dismissed its feature at")
        && issue.description.contains("Closable.Action.tick")
    }
    #expect(store.isDismissed)
  }
}
