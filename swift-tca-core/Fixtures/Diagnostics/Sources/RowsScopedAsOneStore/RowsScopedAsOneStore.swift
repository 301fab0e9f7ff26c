import ComposableArchitecture

// Scoping an identified array of rows gives one store per row, not one store of the array.
@MainActor
func sendToEveryRow(_ store: StoreOf<Rows>) {
  let rows = store.scope(state: \.rows, action: \.rows)
  rows.send(.element(id: 0, action: .tap))
}

@Reducer
struct Row {
  struct State: Identifiable { var id: Int }
  enum Action { case tap }
  var body: some ReducerOf<Self> { EmptyReducer() }
}

@Reducer
struct Rows {
  struct State { var rows: IdentifiedArrayOf<Row.State> = [] }
  enum Action { case rows(IdentifiedActionOf<Row>) }
  var body: some ReducerOf<Self> {
    EmptyReducer().forEach(\.rows, action: \.rows) { Row() }
  }
}
