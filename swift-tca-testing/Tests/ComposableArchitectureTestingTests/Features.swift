import ComposableArchitectureTesting

struct NumberFactClient: Sendable {
  var fetch: @Sendable (Int) async throws -> String
}

extension NumberFactClient: TestDependencyKey {
  static let testValue = NumberFactClient { "\($0) is a test fact." }
}

extension DependencyValues {
  var numberFact: NumberFactClient {
    get { self[NumberFactClient.self] }
    set { self[NumberFactClient.self] = newValue }
  }
}

@Reducer
struct Feature {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var numberFact: String?
  }
  enum Action {
    case decrementButtonTapped
    case incrementButtonTapped
    case numberFactButtonTapped
    case numberFactResponse(String)
    case twice
    case never
  }
  @Dependency(\.numberFact) var numberFact

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped:
        state.count -= 1
        return .none
      case .incrementButtonTapped:
        state.count += 1
        return .none
      case .numberFactButtonTapped:
        return .run { [count = state.count, numberFact] send in
          let fact = try await numberFact.fetch(count)
          await send(.numberFactResponse(fact))
        }
      case let .numberFactResponse(fact):
        state.numberFact = fact
        return .none
      case .twice:
        return .merge(.send(.incrementButtonTapped), .send(.incrementButtonTapped))
      case .never:
        return .run { _ in try await Task.never() }
      }
    }
  }
}

// From upstream's documentation: Testing › Testing effects: the five-tick timer on the `continuousClock` dependency.
@Reducer
struct TimerFeature {
  @ObservableState
  struct State: Equatable {
    var count = 0
  }
  enum Action {
    case startTimerButtonTapped
    case timerTick
  }
  @Dependency(\.continuousClock) var clock

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .startTimerButtonTapped:
        state.count = 0
        return .run { send in
          for _ in 1...5 {
            try await clock.sleep(for: .seconds(1))
            await send(.timerTick)
          }
        }
      case .timerTick:
        state.count += 1
        return .none
      }
    }
  }
}
