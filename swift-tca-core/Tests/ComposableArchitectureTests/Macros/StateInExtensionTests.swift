import ComposableArchitecture
import Testing

@Reducer
public struct StateInExtensionFeature {
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementButtonTapped:
        state.count += 1
        return .none
      }
    }
  }
}

@MainActor
struct StateInExtensionTests {
  @Test func aReducersStateAndActionMayLiveInAnExtension() async {
    let store = Store(initialState: StateInExtensionFeature.State(count: 1)) {
      StateInExtensionFeature()
    }
    store.send(.incrementButtonTapped)
    #expect(store.count == 2)
  }
}
