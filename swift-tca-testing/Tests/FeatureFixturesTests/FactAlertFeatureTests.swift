import ComposableArchitecture
import ComposableArchitectureTesting
import FeatureFixtures
import Testing

/// The getting-started guide's counter whose fact arrives as a `TaskResult` and shows in an
/// alert, as features written before 1.4 have it (the guide's `ReducerProtocol`, `EffectTask`
/// and `.task` are spelled `Reducer`, `Effect` and `.run`, as upstream 1.25 needs them).
private struct FactAlertFeature: Reducer {
  struct State: Equatable {
    var count = 0
    var numberFactAlert: String?
  }

  @CasePathable
  enum Action: Equatable {
    case factAlertDismissed
    case decrementButtonTapped
    case incrementButtonTapped
    case numberFactButtonTapped
    case numberFactResponse(TaskResult<String>)
  }

  @Dependency(\.numberFact) var numberFact

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .factAlertDismissed:
      state.numberFactAlert = nil
      return .none

    case .decrementButtonTapped:
      state.count -= 1
      return .none

    case .incrementButtonTapped:
      state.count += 1
      return .none

    case .numberFactButtonTapped:
      return .run { [count = state.count] send in
        await send(.numberFactResponse(TaskResult { try await numberFact.fetch(count) }))
      }

    case let .numberFactResponse(.success(fact)):
      state.numberFactAlert = fact
      return .none

    case .numberFactResponse(.failure):
      state.numberFactAlert = "Could not load a number fact :("
      return .none
    }
  }
}

private struct FactUnavailable: Error, Equatable {}

@MainActor
struct FactAlertFeatureTests {
  @Test func theFactArrivesAsASuccessAndShowsInTheAlert() async {
    let store = TestStore(initialState: FactAlertFeature.State()) {
      FactAlertFeature()
    }
    await store.send(.incrementButtonTapped) { $0.count = 1 }
    await store.send(.numberFactButtonTapped)
    await store.receive(.numberFactResponse(.success("1 is a test fact."))) {
      $0.numberFactAlert = "1 is a test fact."
    }
    await store.send(.factAlertDismissed) { $0.numberFactAlert = nil }
  }

  @Test func aFailedFetchShowsTheFailureAlert() async {
    let store = TestStore(initialState: FactAlertFeature.State(count: 2)) {
      FactAlertFeature()
    } withDependencies: {
      $0.numberFact.fetch = { _ in throw FactUnavailable() }
    }
    await store.send(.numberFactButtonTapped)
    await store.receive(\.numberFactResponse.failure) {
      $0.numberFactAlert = "Could not load a number fact :("
    }
  }

  @available(*, deprecated)
  @Test func theResponseIsReceivedThroughACasePath() async {
    let store = TestStore(initialState: FactAlertFeature.State(count: 4)) {
      FactAlertFeature()
    }
    await store.send(.numberFactButtonTapped)
    await store.receive(/FactAlertFeature.Action.numberFactResponse) {
      $0.numberFactAlert = "4 is a test fact."
    }
  }
}
