import ComposableArchitecture
import Testing

// A feature whose state keeps a field of a type no more visible than its file, as apps write
// private loading phases: its tracked storage must be as private.
@Reducer
private struct LoadingProfile {
  @ObservableState
  struct State: Equatable {
    fileprivate var phase = Phase.notStarted
    var name = ""

    fileprivate enum Phase: Equatable {
      case notStarted
      case loaded
    }
  }
  enum Action {
    case load
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      state.phase = .loaded
      state.name = "Blob"
      return .none
    }
  }
}

@MainActor
struct FileprivateStateTests {
  @Test func aFieldOfAFileprivateTypeIsTrackedAndMemberwiseInitialized() {
    let store = Store(initialState: LoadingProfile.State(phase: .notStarted, name: "")) {
      LoadingProfile()
    }
    let phase = track { _ = store.phase }
    store.send(.load)
    #expect(phase.value == 1)
    #expect(store.withState { $0 } == LoadingProfile.State(phase: .loaded, name: "Blob"))
  }
}
