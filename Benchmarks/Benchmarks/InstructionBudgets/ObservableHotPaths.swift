import ComposableArchitecture
import StoreFixtures

/// The sizes a feature's list or stack is measured at: a send to one row must cost the same
/// with 10,000 siblings as with 10.
let siblingCounts = [10, 100, 1_000, 10_000]

/// Sends to one child of an `@ObservableState` parent, the way apps write features, at each
/// size in `siblingCounts`. The largest size may cost at most 1.3 times the smallest: hash-table
/// probing alone costs about 1.2 times a short list's linear search.
let observableHotPaths = siblingCounts.flatMap { siblings in
  [
    sized("observable-stack-element", siblings, reference: "stack-element-send") { iterations in
      let store = Store(initialState: NavigationRoot.State(siblings: siblings)) {
        NavigationRoot()
      }
      let id = store.withState { $0.path.ids[siblings / 2] }
      let action = NavigationRoot.Action.path(.element(id: id, action: .row(.increment)))
      for _ in 0..<iterations { consume(store.send(action)) }
    },
    sized("observable-foreach", siblings, reference: "foreach-10") { iterations in
      let store = Store(initialState: CounterList.State(siblings: siblings)) { CounterList() }
      let action = CounterList.Action.rows(.element(id: siblings / 2, action: .increment))
      for _ in 0..<iterations { consume(store.send(action)) }
    },
    sized("observable-row", siblings, reference: "foreach-10") { iterations in
      let store = Store(initialState: RowList.State(siblings: siblings)) { RowList() }
      let action = RowList.Action.rows(.element(id: siblings / 2, action: .increment))
      for _ in 0..<iterations { consume(store.send(action)) }
    },
    // As in an app whose view read the list: the parent's registrar exists, so a row's change
    // is checked against the collection's observers.
    sized("observable-row-observed", siblings, reference: "observable-row-10") { iterations in
      let store = Store(initialState: RowList.State(siblings: siblings)) { RowList() }
      store.withState { consume($0.rows) }
      let action = RowList.Action.rows(.element(id: siblings / 2, action: .increment))
      for _ in 0..<iterations { consume(store.send(action)) }
    },
    sized("observable-presented", siblings, reference: "presented-send") { iterations in
      let store = Store(initialState: PresentingList.State(siblings: siblings)) {
        PresentingList()
      }
      let action = PresentingList.Action.destination(.presented(.row(.increment)))
      for _ in 0..<iterations { consume(store.send(action)) }
    },
    sized("observable-scope", siblings, reference: "scope-1") { iterations in
      let store = Store(initialState: ScopingList.State(siblings: siblings)) { ScopingList() }
      for _ in 0..<iterations { consume(store.send(.child(.increment))) }
    },
  ]
}

/// Sends alternating between two rows of 10,000: each finds its row by hashing its id, where
/// consecutive sends to one row find it at the position it had last.
let alternatingRowsHotPath = HotPath(
  name: "observable-row-alternating-10000", target: "≤ 1,600 (found by hash)",
  baseline: "observable-row-10000"
) { iterations in
  let store = Store(initialState: RowList.State(siblings: 10_000)) { RowList() }
  let actions = [4_000, 6_000].map { RowList.Action.rows(.element(id: $0, action: .increment)) }
  for iteration in 0..<iterations { consume(store.send(actions[iteration & 1])) }
}

/// The hot path `kind` at `siblings` siblings: the smallest size is compared with `reference`,
/// the others with the smallest, which they may cost at most 1.3 times.
func sized(
  _ kind: String, _ siblings: Int, reference: String,
  _ body: @escaping @MainActor (_ iterations: Int) -> Void
) -> HotPath {
  let smallest = "\(kind)-\(siblingCounts[0])"
  let isSmallest = siblings == siblingCounts[0]
  return HotPath(
    name: "\(kind)-\(siblings)",
    target: isSmallest ? "≤ 1,500" : "≤ 1.3× \(smallest)",
    baseline: isSmallest ? reference : smallest,
    scaling: isSmallest ? nil : (smallest, 1.3),
    body)
}
