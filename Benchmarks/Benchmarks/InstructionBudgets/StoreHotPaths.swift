import ComposableArchitectureTesting
import StoreFixtures

/// A counter shared through `@Shared`, read and written in place.
struct SharedCounter {
  @Shared(value: 0) var count: Int
}

/// The store's hot paths: sends at the root and through scopes, scoped-store lookups, list rows,
/// test-store steps, and shared state.
let storeHotPaths = [
  HotPath(
    name: "root-send", target: "≤ 200", baseline: "reduce-baseline"
  ) { iterations in
    let store = Store(initialState: Counter.State()) { Counter() }
    for _ in 0..<iterations { consume(store.send(.increment)) }
  },
  HotPath(name: "observable-root-send", target: "≤ 600", baseline: "root-send") { iterations in
    let store = Store(initialState: ObservedCounter.State()) { ObservedCounter() }
    for _ in 0..<iterations { consume(store.send(.increment)) }
  },
  HotPath(name: "reduce-baseline") { iterations in
    var state = Counter.State()
    let reducer = Counter()
    for _ in 0..<iterations { consume(reducer.reduce(into: &state, action: .increment)) }
    consume(state)
  },
  HotPath(name: "scope-1", target: "≤ 200 per level", baseline: "root-send") { iterations in
    let store = Store(initialState: state1()) { level1() }
    for _ in 0..<iterations { consume(store.send(increment1())) }
  },
  HotPath(name: "scope-5", target: "≤ 200 per level", baseline: "root-send") { iterations in
    let store = Store(initialState: state5()) { level5() }
    for _ in 0..<iterations { consume(store.send(increment5())) }
  },
  HotPath(name: "scope-9", target: "≤ 2× a root send", baseline: "root-send") { iterations in
    let store = Store(initialState: state9()) { level9() }
    for _ in 0..<iterations { consume(store.send(increment9())) }
  },
  HotPath(name: "concrete-scope-1", target: "≤ 100 per level", baseline: "root-send") {
    iterations in
    let store = Store(initialState: Nested1.State()) { Nested1() }
    for _ in 0..<iterations { consume(store.send(NestedIncrement.level1)) }
  },
  HotPath(name: "concrete-scope-5", target: "≤ 100 per level", baseline: "root-send") {
    iterations in
    let store = Store(initialState: Nested5.State()) { Nested5() }
    for _ in 0..<iterations { consume(store.send(NestedIncrement.level5)) }
  },
  HotPath(name: "concrete-scope-9", target: "≤ 100 per level", baseline: "root-send") {
    iterations in
    let store = Store(initialState: Nested9.State()) { Nested9() }
    for _ in 0..<iterations { consume(store.send(NestedIncrement.level9)) }
  },
  HotPath(
    name: "scoped-store-send-9", target: "≤ 1.3× concrete-scope-9", baseline: "concrete-scope-9"
  ) { iterations in
    let root = Store(initialState: Nested9.State()) { Nested9() }
    let store = root.scope(state: \.inner, action: \.inner).scope(state: \.inner, action: \.inner)
      .scope(state: \.inner, action: \.inner).scope(state: \.inner, action: \.inner)
      .scope(state: \.inner, action: \.inner).scope(state: \.inner, action: \.inner)
      .scope(state: \.inner, action: \.inner).scope(state: \.inner, action: \.inner)
      .scope(state: \.inner, action: \.inner)
    for _ in 0..<iterations { consume(store.send(.increment)) }
  },
  HotPath(name: "scope-lookup", target: "0 allocations") { iterations in
    let store = Store(initialState: ScopingParent.State()) { ScopingParent() }
    for _ in 0..<iterations { consume(store.scope(state: \.child, action: \.child)) }
  },
  HotPath(name: "scope-lookup-hoisted", target: "0 allocations", baseline: "root-send") {
    iterations in
    let store = Store(initialState: ScopingParent.State()) { ScopingParent() }
    let state = \ScopingParent.State.child
    let action: CaseKeyPath<ScopingParent.Action, Counter.Action> = \.child
    for _ in 0..<iterations { consume(store.scope(state: state, action: action)) }
  },
  HotPath(name: "generic-scope-lookup", target: "0 allocations") { iterations in
    let store = Store(initialState: state1()) { level1() }
    for _ in 0..<iterations { consume(store.scope(state: \.inner, action: \.inner)) }
  },
  HotPath(name: "foreach-10", target: "≤ 1,500") { iterations in
    let store = Store(initialState: Rows.state(rows: 10)) { Rows() }
    let action = Rows.Action.rows(.element(id: 5, action: .increment))
    for _ in 0..<iterations { consume(store.send(action)) }
  },
  HotPath(
    name: "foreach-10000", target: "≤ 1.3× foreach-10", baseline: "foreach-10",
    scaling: ("foreach-10", 1.3)
  ) { iterations in
    let store = Store(initialState: Rows.state(rows: 10_000)) { Rows() }
    let action = Rows.Action.rows(.element(id: 5_000, action: .increment))
    for _ in 0..<iterations { consume(store.send(action)) }
  },
  HotPath(name: "presented-send", target: "≤ 1,500", baseline: "root-send") { iterations in
    let store = Store(initialState: PresentingParent.State(child: Counter.State())) {
      PresentingParent()
    }
    let action = PresentingParent.Action.child(.presented(.increment))
    for _ in 0..<iterations { consume(store.send(action)) }
  },
  HotPath(name: "stack-element-send", target: "≤ 2,000", baseline: "root-send") { iterations in
    let store = Store(initialState: StackParent.state(elements: 10)) { StackParent() }
    let id = store.withState { $0.path.ids[5] }
    let action = StackParent.Action.path(.element(id: id, action: .increment))
    for _ in 0..<iterations { consume(store.send(action)) }
  },
  // What a view's `$store.count` binding sends: the store's settable field.
  HotPath(name: "binding-send", target: "≤ 800", baseline: "root-send") { iterations in
    let store = Store(initialState: BindingForm.State()) { BindingForm() }
    for iteration in 0..<iterations { store.count = iteration }
    consume(store.count)
  },
  HotPath(
    name: "teststore-step", target: "≤ 10,000", baseline: "root-send",
    async: { iterations in
      let store = TestStore(initialState: Counter.State()) { Counter() }
      for count in 0..<iterations {
        await store.send(.increment) { $0.count = count + 1 }
      }
    }),
  HotPath(name: "shared-read") { iterations in
    let counter = SharedCounter()
    for _ in 0..<iterations { consume(counter.count) }
  },
  HotPath(name: "shared-write") { iterations in
    let counter = SharedCounter()
    for iteration in 0..<iterations { counter.$count.withLock { $0 = iteration } }
  },
]
