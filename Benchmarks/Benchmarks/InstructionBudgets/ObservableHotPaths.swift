import ComposableArchitecture
import StoreFixtures

/// The sizes a feature's list or stack is measured at: a send to one row must cost the same
/// with 10,000 siblings as with 10.
let siblingCounts = [10, 100, 1_000, 10_000]

/// Sends to one child of an `@ObservableState` parent, the way apps write features, at each
/// size in `siblingCounts`. The largest size may cost at most `scaling` times the smallest.
let observableHotPaths = siblingCounts.flatMap { siblings in
  [
    HotPath(
      name: "observable-stack-element-\(siblings)", target: "≤ 1,500",
      baseline: siblings == siblingCounts[0] ? "stack-element-send" : "observable-stack-element-10"
    ) { iterations in
      let store = Store(initialState: NavigationRoot.State(siblings: siblings)) {
        NavigationRoot()
      }
      let id = store.withState { $0.path.ids[siblings / 2] }
      let action = NavigationRoot.Action.path(.element(id: id, action: .row(.increment)))
      for _ in 0..<iterations { consume(store.send(action)) }
    },
    HotPath(
      name: "observable-foreach-\(siblings)", target: "≤ 1,500",
      baseline: siblings == siblingCounts[0] ? "foreach-10" : "observable-foreach-10"
    ) { iterations in
      let store = Store(initialState: CounterList.State(siblings: siblings)) { CounterList() }
      let action = CounterList.Action.rows(.element(id: siblings / 2, action: .increment))
      for _ in 0..<iterations { consume(store.send(action)) }
    },
    HotPath(
      name: "observable-row-\(siblings)", target: "≤ 1,500",
      baseline: siblings == siblingCounts[0] ? "foreach-10" : "observable-row-10"
    ) { iterations in
      let store = Store(initialState: RowList.State(siblings: siblings)) { RowList() }
      let action = RowList.Action.rows(.element(id: siblings / 2, action: .increment))
      for _ in 0..<iterations { consume(store.send(action)) }
    },
    // As in an app whose view read the list: the parent's registrar exists, so a row's change
    // is checked against the collection's observers.
    HotPath(
      name: "observable-row-observed-\(siblings)", target: "≤ 1,500",
      baseline: siblings == siblingCounts[0] ? "observable-row-10" : "observable-row-observed-10"
    ) { iterations in
      let store = Store(initialState: RowList.State(siblings: siblings)) { RowList() }
      store.withState { consume($0.rows) }
      let action = RowList.Action.rows(.element(id: siblings / 2, action: .increment))
      for _ in 0..<iterations { consume(store.send(action)) }
    },
    HotPath(
      name: "observable-presented-\(siblings)", target: "≤ 1,500",
      baseline: siblings == siblingCounts[0] ? "presented-send" : "observable-presented-10"
    ) { iterations in
      let store = Store(initialState: PresentingList.State(siblings: siblings)) {
        PresentingList()
      }
      let action = PresentingList.Action.destination(.presented(.row(.increment)))
      for _ in 0..<iterations { consume(store.send(action)) }
    },
    HotPath(
      name: "observable-scope-\(siblings)", target: "≤ 1,500",
      baseline: siblings == siblingCounts[0] ? "scope-1" : "observable-scope-10"
    ) { iterations in
      let store = Store(initialState: ScopingList.State(siblings: siblings)) { ScopingList() }
      for _ in 0..<iterations { consume(store.send(.child(.increment))) }
    },
  ]
}
