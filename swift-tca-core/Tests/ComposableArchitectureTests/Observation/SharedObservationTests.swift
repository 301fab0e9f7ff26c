import ComposableArchitecture
import Synchronization
import Testing

@Reducer
private struct SharedCount {
  @ObservableState
  struct State {
    @Shared var count: Int
  }
  enum Action {
    case increment
    case incrementInEffect
  }
  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.$count.withLock { $0 += 1 }
        return .none
      case .incrementInEffect:
        return .run { [count = state.$count] _ in
          count.withLock { $0 += 1 }
        }
      }
    }
  }
}

/// A store reading `@Shared` state is notified when it changes, wherever the change is made.
@MainActor
struct SharedObservationTests {
  @Test func aChangeMadeOutsideTheStoreNotifiesItsReaders() {
    let count = Shared(0)
    let store = Store(initialState: SharedCount.State(count: count)) { SharedCount() }
    let fired = Mutex(0)
    withObservationTracking {
      _ = store.count
    } onChange: {
      fired.withLock { $0 += 1 }
    }
    count.withLock { $0 = 5 }
    #expect(fired.withLock { $0 } == 1)
    #expect(store.count == 5)
  }

  @Test func observeRerunsWhenAnEffectChangesSharedState() async {
    let store = Store(initialState: SharedCount.State(count: Shared(0))) { SharedCount() }
    var seen: [Int] = []
    let token = observe { seen.append(store.count) }
    store.send(.increment)
    await store.send(.incrementInEffect).finish()
    await Task.yield()
    #expect(seen == [0, 1, 2])
    token.cancel()
  }

  @Test func twoStoresSharingAValueSeeEachOthersChanges() {
    let count = Shared(0)
    let first = Store(initialState: SharedCount.State(count: count)) { SharedCount() }
    let second = Store(initialState: SharedCount.State(count: count)) { SharedCount() }
    first.send(.increment)
    #expect(second.count == 1)
  }
}
