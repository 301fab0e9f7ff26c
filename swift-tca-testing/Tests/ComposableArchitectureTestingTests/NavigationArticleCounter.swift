import ComposableArchitectureTesting

// The counter that dismisses itself at 5, as both navigation articles write it, with what the
// stack article's tests add: an effect answering `.response` (for
// `receive(\.path[id: 0].counter.response)`) and a long-living timer.
@Reducer
struct NavigationArticleCounter {
  @ObservableState
  struct State: Equatable {
    var count = 0
  }
  enum Action {
    case decrementButtonTapped
    case incrementButtonTapped
    case response(Int)
    case fetch
    case startTimer
  }

  @Dependency(\.dismiss) var dismiss
  @Dependency(\.continuousClock) var clock

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped:
        state.count -= 1
        return .none

      case .incrementButtonTapped:
        state.count += 1
        return state.count >= 5
          ? .run { _ in await self.dismiss() }
          : .none

      case .fetch:
        return .run { [count = state.count] send in await send(.response(count * 10)) }

      case let .response(value):
        state.count = value
        return .none

      case .startTimer:
        return .run { send in
          for await _ in self.clock.timer(interval: .seconds(1)) {
            await send(.incrementButtonTapped)
          }
        }
      }
    }
  }
}
