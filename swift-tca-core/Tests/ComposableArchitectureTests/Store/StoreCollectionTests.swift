import Observation
import Testing

@testable import ComposableArchitecture

/// Records the actions that reach the parent, to see what a row store sends.
@Reducer
private struct RowsParent {
  @ObservableState
  struct State: Equatable {
    var rows: IdentifiedArrayOf<Counter.State> = []
  }
  enum Action: Equatable {
    case rows(IdentifiedActionOf<Counter>)
    case remove(id: Int)
  }
  let log: LockIsolated<[Action]>
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      log.withValue { $0.append(action) }
      if case let .remove(id) = action { state.rows.remove(id: id) }
      return .none
    }
    .forEach(\.rows, action: \.rows) { Counter() }
  }
}

@MainActor
struct StoreCollectionTests {
  fileprivate let log = LockIsolated<[RowsParent.Action]>([])

  private func makeStore(ids: [Int]) -> StoreOf<RowsParent> {
    let rows = IdentifiedArray(uniqueElements: ids.map { Counter.State(id: $0, count: $0 * 10) })
    return Store(initialState: RowsParent.State(rows: rows)) { RowsParent(log: log) }
  }

  @Test func rowStoresComeInTheOrderOfTheRows() {
    let store = makeStore(ids: [3, 1, 2])
    let rows = store.scope(state: \.rows, action: \.rows)
    #expect(rows.count == 3)
    #expect(rows.map(\.id) == [3, 1, 2])
    #expect(rows.map(\.count) == [30, 10, 20])
    #expect(rows[rows.index(after: rows.startIndex)].id == 1)
  }

  @Test func aRowsStoreIsTheSameObjectEachTimeItsRowIsScoped() {
    let store = makeStore(ids: [1, 2])
    let first = store.scope(state: \.rows, action: \.rows)
    let second = store.scope(state: \.rows, action: \.rows)
    #expect(first[0] === second[0])
    #expect(first[1] === second[1])
    #expect(first[0] !== first[1])
    store.send(.rows(.element(id: 1, action: .increment)))
    #expect(store.scope(state: \.rows, action: \.rows)[0] === first[0])
    #expect(Set(first) == Set(second))
  }

  @Test func sendingThroughTheSecondRowReachesTheParentAsAnElementAction() {
    let store = makeStore(ids: [5, 6])
    let secondRow = store.scope(state: \.rows, action: \.rows)[1]
    secondRow.send(.increment)
    #expect(log.value.first == .rows(.element(id: 6, action: .increment)))
    #expect(store.rows[id: 6]?.count == 61)
    #expect(secondRow.count == 61)
    #expect(store.rows[id: 5]?.count == 50)
  }

  @Test func aRowStoreObservesItsRow() {
    let store = makeStore(ids: [1])
    let row = store.scope(state: \.rows, action: \.rows)[0]
    let changed = LockIsolated(false)
    withObservationTracking {
      _ = row.count
    } onChange: {
      changed.setValue(true)
    }
    row.send(.increment)
    #expect(changed.value)
  }

  @Test func aRemovedRowsStoreKeepsItsLastValueAndReportsWhatIsSentToIt() {
    let store = makeStore(ids: [1, 2])
    let removed = store.scope(state: \.rows, action: \.rows)[0]
    store.send(.remove(id: 1))
    #expect(store.scope(state: \.rows, action: \.rows).map(\.id) == [2])
    #expect(removed.count == 10)
    log.setValue([])
    withKnownIssue {
      removed.send(.increment)
    } matching: { issue in
      issue.description.contains("An action was sent to the store of a row that was removed")
        && issue.description.contains("Counter.Action.increment")
        && issue.description.contains("Row id:\n    1")
    }
    #expect(log.value.isEmpty)
    #expect(store.rows.map(\.count) == [20])
  }

  @Test func rowsAreScopedOnlyWhenRead() {
    let store = makeStore(ids: Array(0..<1_000))
    let rows = store.scope(state: \.rows, action: \.rows)
    let arrayStore: Store<IdentifiedArrayOf<Counter.State>, IdentifiedActionOf<Counter>> =
      store.scope(state: \.rows, action: \.rows)
    #expect(rows.count == 1_000)
    #expect(arrayStore.rowStores.isEmpty)
    #expect(rows[999].id == 999)
    #expect(rows[999] === store.scope(state: \.rows, action: \.rows)[999])
    #expect(arrayStore.rowStores.count == 1)
  }

  @Test func theUnlabeledSpellingScopesTheSameRows() {
    let store = makeStore(ids: [1, 2])
    #expect(
      store.scope(\.rows, action: \.rows)[1] === store.scope(state: \.rows, action: \.rows)[1])
  }
}
