@_spi(Internals) import ComposableArchitecture
import Testing

/// What upstream's own tests reach through `@_spi(Internals)`, and reducer declarations they use.
@MainActor
struct UpstreamSPITests {
  final class Features {
    /// A reducer that says it conforms, inside a class, as upstream's StoreTests write them.
    @Reducer
    struct Counter: Reducer {
      struct State: Equatable { var count = 0 }
      enum Action { case increment, load, loaded }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .increment, .loaded:
            state.count += 1
            return .none
          case .load:
            return .run { send in await send(.loaded) }
          }
        }
      }
    }
  }

  @Test func sendReturnsTheEffectsTaskToAwait() async {
    let store = Store(initialState: Features.Counter.State()) { Features.Counter() }
    let none: Task<Void, Never>? = store.send(.increment)
    #expect(none == nil)
    await store.send(.load)?.value
    #expect(store.withState(\.count) == 2)
  }

  @Test func effectCancellablesHoldTheEffectsInFlightUntilTheyEnd() async {
    let clock = TestClock()
    let store = Store(initialState: 0) {
      Reduce<Int, Bool> { state, isStart in
        guard isStart else { return .none }
        return .run { _ in try await clock.sleep(for: .seconds(1)) }
      }
    }
    #expect(store.effectCancellables.isEmpty)
    store.send(false)
    #expect(store.effectCancellables.isEmpty)

    let first = store.send(true)
    let second = store.send(true)
    #expect(store.effectCancellables.count == 2)

    store.effectCancellables.values.first?()  // cancels one of them
    await clock.advanceWhenSuspended(by: .seconds(1))
    await first.finish()
    await second.finish()
    #expect(store.effectCancellables.isEmpty)
  }
}
