import ComposableArchitecture
import Testing

@Reducer
struct Nodes {
  @ObservableState
  struct State: Equatable, Identifiable {
    var id: Int
    var value = 0
    var rows: IdentifiedArrayOf<State> = []
  }
  indirect enum Action: Equatable {
    case increment
    case rows(IdentifiedActionOf<Nodes>)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .increment = action { state.value += 1 }
      return .none
    }
    .forEach(\.rows, action: \.rows) {
      Self()
    }
  }
}

@MainActor
struct RecursionTests {
  @Test func aReducerCanContainItself() {
    let leaf = Nodes.State(id: 3)
    let middle = Nodes.State(id: 2, rows: [leaf])
    let store = Store(initialState: Nodes.State(id: 1, rows: [middle])) { Nodes() }
    store.send(.rows(.element(id: 2, action: .rows(.element(id: 3, action: .increment)))))
    #expect(store.rows[id: 2]?.rows[id: 3]?.value == 1)
    #expect(store.value == 0)
  }
}
