import Benchmark
import ComposableArchitecture
import StoreFixtures

// Each benchmark runs on the main actor (stores are main-actor isolated) and measures one
// operation per iteration. "Baseline" rows do the same work by hand.

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal],
    scalingFactor: .kilo,
    maxDuration: .seconds(2)
  )

  Benchmark("Baseline: bare reduce(into:action:) call") { @MainActor benchmark async in
    var state = Counter.State()
    let reducer = Counter()
    for _ in benchmark.scaledIterations {
      blackHole(reducer.reduce(into: &state, action: .increment))
    }
    blackHole(state)
  }

  Benchmark("Root send, state change") { @MainActor benchmark async in
    let store = Store(initialState: Counter.State()) { Counter() }
    for _ in benchmark.scaledIterations {
      blackHole(store.send(.increment))
    }
  }

  Benchmark("Root send, no state change") { @MainActor benchmark async in
    let store = Store(initialState: Counter.State()) { Counter() }
    for _ in benchmark.scaledIterations {
      blackHole(store.send(.noop))
    }
  }

  Benchmark("Root send, @ObservableState change") { @MainActor benchmark async in
    let store = Store(initialState: ObservedCounter.State()) { ObservedCounter() }
    for _ in benchmark.scaledIterations {
      blackHole(store.send(.increment))
    }
  }

  Benchmark("Baseline: plain struct mutation") { benchmark in
    var state = PlainState()
    for _ in benchmark.scaledIterations {
      state.count += 1
      blackHole(state.count)
    }
    blackHole(state)
  }

  Benchmark("@ObservableState struct mutation") { benchmark in
    var state = ObservedCounter.State()
    for _ in benchmark.scaledIterations {
      state.count += 1
      blackHole(state.count)
    }
    blackHole(state)
  }

  Benchmark("Root send through 1 scope level") { @MainActor benchmark async in
    let store = Store(initialState: state1()) { level1() }
    for _ in benchmark.scaledIterations { blackHole(store.send(increment1())) }
  }

  Benchmark("Root send through 3 scope levels") { @MainActor benchmark async in
    let store = Store(initialState: state3()) { level3() }
    for _ in benchmark.scaledIterations { blackHole(store.send(increment3())) }
  }

  Benchmark("Root send through 5 scope levels") { @MainActor benchmark async in
    let store = Store(initialState: state5()) { level5() }
    for _ in benchmark.scaledIterations { blackHole(store.send(increment5())) }
  }

  Benchmark("Root send through 9 scope levels") { @MainActor benchmark async in
    let store = Store(initialState: state9()) { level9() }
    for _ in benchmark.scaledIterations { blackHole(store.send(increment9())) }
  }

  Benchmark("Root send through 1 concrete feature level") { @MainActor benchmark async in
    let store = Store(initialState: Nested1.State()) { Nested1() }
    sendRepeatedly(NestedIncrement.level1, to: store, benchmark.scaledIterations.count)
  }

  Benchmark("Root send through 3 concrete feature levels") { @MainActor benchmark async in
    let store = Store(initialState: Nested3.State()) { Nested3() }
    sendRepeatedly(NestedIncrement.level3, to: store, benchmark.scaledIterations.count)
  }

  Benchmark("Root send through 5 concrete feature levels") { @MainActor benchmark async in
    let store = Store(initialState: Nested5.State()) { Nested5() }
    sendRepeatedly(NestedIncrement.level5, to: store, benchmark.scaledIterations.count)
  }

  Benchmark("Root send through 9 concrete feature levels") { @MainActor benchmark async in
    let store = Store(initialState: Nested9.State()) { Nested9() }
    sendRepeatedly(NestedIncrement.level9, to: store, benchmark.scaledIterations.count)
  }

  Benchmark("Leaf send, 1 level deep") { @MainActor benchmark async in
    let store = Store(initialState: state1()) { level1() }
    let leaf = store.scope(state: \.inner, action: \.inner)
    for _ in benchmark.scaledIterations { blackHole(leaf.send(.increment)) }
  }

  Benchmark("Leaf send, 9 levels deep") { @MainActor benchmark async in
    let store = Store(initialState: state9()) { level9() }
    let leaf =
      store
      .scope(state: \.inner, action: \.inner).scope(state: \.inner, action: \.inner)
      .scope(state: \.inner, action: \.inner).scope(state: \.inner, action: \.inner)
      .scope(state: \.inner, action: \.inner).scope(state: \.inner, action: \.inner)
      .scope(state: \.inner, action: \.inner).scope(state: \.inner, action: \.inner)
      .scope(state: \.inner, action: \.inner)
    for _ in benchmark.scaledIterations { blackHole(leaf.send(.increment)) }
  }

  Benchmark("Root send while a 9-deep scope is alive") { @MainActor benchmark async in
    let store = Store(initialState: state9()) { level9() }
    let leaf =
      store
      .scope(state: \.inner, action: \.inner).scope(state: \.inner, action: \.inner)
      .scope(state: \.inner, action: \.inner).scope(state: \.inner, action: \.inner)
      .scope(state: \.inner, action: \.inner).scope(state: \.inner, action: \.inner)
      .scope(state: \.inner, action: \.inner).scope(state: \.inner, action: \.inner)
      .scope(state: \.inner, action: \.inner)
    for _ in benchmark.scaledIterations { blackHole(store.send(increment9())) }
    blackHole(leaf)
  }

  Benchmark("Read the leaf state of a 9-deep scope") { @MainActor benchmark async in
    let store = Store(initialState: state9()) { level9() }
    let leaf =
      store
      .scope(state: \.inner, action: \.inner).scope(state: \.inner, action: \.inner)
      .scope(state: \.inner, action: \.inner).scope(state: \.inner, action: \.inner)
      .scope(state: \.inner, action: \.inner).scope(state: \.inner, action: \.inner)
      .scope(state: \.inner, action: \.inner).scope(state: \.inner, action: \.inner)
      .scope(state: \.inner, action: \.inner)
    for _ in benchmark.scaledIterations { blackHole(leaf.count) }
  }

  Benchmark("Cached scope lookup") { @MainActor benchmark async in
    let store = Store(initialState: state1()) { level1() }
    for _ in benchmark.scaledIterations {
      blackHole(store.scope(state: \.inner, action: \.inner))
    }
  }

  for rows in [10, 1_000, 10_000] {
    Benchmark("forEach row send, \(rows) rows") { @MainActor benchmark async in
      let store = Store(initialState: Rows.state(rows: rows)) { Rows() }
      let action = Rows.Action.rows(.element(id: rows / 2, action: .increment))
      for _ in benchmark.scaledIterations { blackHole(store.send(action)) }
    }
  }

  Benchmark("Child send through Scope") { @MainActor benchmark async in
    let store = Store(initialState: ScopingParent.State()) { ScopingParent() }
    for _ in benchmark.scaledIterations { blackHole(store.send(.child(.increment))) }
  }

  Benchmark("Parent send beside a Scope child") { @MainActor benchmark async in
    let store = Store(initialState: ScopingParent.State()) { ScopingParent() }
    for _ in benchmark.scaledIterations { blackHole(store.send(.increment)) }
  }

  Benchmark("Presented child send (ifLet)") { @MainActor benchmark async in
    let store = Store(initialState: PresentingParent.State(child: Counter.State())) {
      PresentingParent()
    }
    for _ in benchmark.scaledIterations { blackHole(store.send(.child(.presented(.increment)))) }
  }

  Benchmark("Parent send while a child is presented") { @MainActor benchmark async in
    let store = Store(initialState: PresentingParent.State(child: Counter.State())) {
      PresentingParent()
    }
    for _ in benchmark.scaledIterations { blackHole(store.send(.increment)) }
  }

  Benchmark("Presented enum destination send") { @MainActor benchmark async in
    let store = Store(
      initialState: DestinationParent.State(destination: .counter(ObservedCounter.State()))
    ) {
      DestinationParent()
    }
    let action = DestinationParent.Action.destination(.presented(.counter(.increment)))
    for _ in benchmark.scaledIterations { blackHole(store.send(action)) }
  }

  for elements in [1, 10, 100] {
    Benchmark("Stack element send, \(elements) elements") { @MainActor benchmark async in
      let store = Store(initialState: StackParent.state(elements: elements)) { StackParent() }
      let id = store.withState { $0.path.ids.last! }
      let action = StackParent.Action.path(.element(id: id, action: .increment))
      for _ in benchmark.scaledIterations { blackHole(store.send(action)) }
    }
  }

  Benchmark("Stack push + popFrom round trip (10 elements below)") { @MainActor benchmark async in
    let store = Store(initialState: StackParent.state(elements: 10)) { StackParent() }
    @Dependency(\.stackElementID) var stackElementID
    for _ in benchmark.scaledIterations {
      let id = stackElementID()
      store.send(.path(.push(id: id, state: Counter.State())))
      store.send(.path(.popFrom(id: id)))
    }
  }

  Benchmark("Baseline: setter action write") { @MainActor benchmark async in
    let store = Store(initialState: SetterForm.State()) { SetterForm() }
    for iteration in benchmark.scaledIterations { blackHole(store.send(.countChanged(iteration))) }
  }

  Benchmark("Binding write through the store (store.count = n)") { @MainActor benchmark async in
    let store = Store(initialState: BindingForm.State()) { BindingForm() }
    for iteration in benchmark.scaledIterations { store.count = iteration }
  }

  Benchmark("Non-binding action beside BindingReducer") { @MainActor benchmark async in
    let store = Store(initialState: BindingForm.State()) { BindingForm() }
    for _ in benchmark.scaledIterations { blackHole(store.send(.submit)) }
  }

  Benchmark(".merge of 100 .none") { @MainActor benchmark async in
    let store = Store(initialState: Counter.State()) { Counter() }
    for _ in benchmark.scaledIterations { blackHole(store.send(.mergeNones)) }
  }

  Benchmark(".run start to finish") { @MainActor benchmark async in
    let store = Store(initialState: Counter.State()) { Counter() }
    for _ in benchmark.scaledIterations { await store.send(.run).finish() }
  }

  Benchmark("cancellable start + cancel round trip") { @MainActor benchmark async in
    let store = Store(initialState: Counter.State()) { Counter() }
    for _ in benchmark.scaledIterations {
      let task = store.send(.startCancellable)
      store.send(.cancel)
      await task.finish()
    }
  }
}

/// Sends `action` `count` times from synchronous code, as a view does (in an async closure the
/// optimizer does not specialise the store's send for the feature's types).
@MainActor
func sendRepeatedly<State, Action>(_ action: Action, to store: Store<State, Action>, _ count: Int) {
  for _ in 0..<count { blackHole(store.send(action)) }
}
