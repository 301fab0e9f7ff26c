import Benchmark
import ComposableArchitectureTesting

/// A counter with `Equatable` state, as a test store requires.
struct Counter: Reducer {
  struct State: Equatable {
    var count = 0
  }
  enum Action {
    case increment
  }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.count += 1
    return .none
  }
}

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal],
    maxDuration: .seconds(5),
    maxIterations: 10
  )

  Benchmark("Baseline: 10⁴ bare reduce calls and == checks") { @MainActor benchmark async in
    for _ in benchmark.scaledIterations {
      var state = Counter.State()
      let reducer = Counter()
      for count in 1...10_000 {
        _ = reducer.reduce(into: &state, action: .increment)
        blackHole(state == Counter.State(count: count))
      }
    }
  }

  Benchmark("TestStore: 10⁴ send + assert steps") { @MainActor benchmark async in
    for _ in benchmark.scaledIterations {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      for count in 1...10_000 {
        await store.send(.increment) { $0.count = count }
      }
      blackHole(store)
    }
  }
}
