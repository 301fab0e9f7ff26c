import ComposableArchitecture
import ComposableArchitectureTesting
import Testing

@Reducer
private struct Counter {
  struct State: Equatable { var count = 0 }
  enum Action {
    case incrementButtonTapped
    case incremented(Int)
  }
  @Dependency(\.counterStep) var step

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementButtonTapped:
        return .send(.incremented(step))
      case let .incremented(step):
        state.count += step
        return .none
      }
    }
  }
}

private enum CounterStepKey: DependencyKey {
  static let liveValue = 1
}

extension DependencyValues {
  fileprivate var counterStep: Int {
    get { self[CounterStepKey.self] }
    set { self[CounterStepKey.self] = newValue }
  }
}

/// A test written for TCA 0.x (Landmarks pins 0.50): the reducer passed as a value and the
/// dependencies changed by a trailing closure.
@MainActor
struct TestStoreReducerValueTests {
  // Deprecated on purpose: the test exercises the deprecated initializer.
  @available(*, deprecated)
  @Test func aReducerValueAndATrailingClosureMakeATestStore() async {
    let store = TestStore(initialState: Counter.State(), reducer: Counter()) {
      $0.counterStep = 5
    }
    await store.send(.incrementButtonTapped)
    await store.receive(\.incremented) {
      $0.count = 5
    }
  }
}
