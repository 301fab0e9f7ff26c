import ComposableArchitecture

/// The five-tick timer from upstream's Testing article, in the form the article reaches: the
/// sleep goes through the `continuousClock` dependency so tests can control time.
@Reducer
public struct TimerFeature {
  /// The ticks counted.
  @ObservableState
  public struct State: Equatable {
    /// The ticks counted since the timer started.
    public var count: Int

    /// A timer that has counted `count` ticks.
    public init(count: Int = 0) {
      self.count = count
    }
  }

  /// Starting the timer, and its ticks.
  public enum Action {
    /// Starts counting five ticks, one a second, from zero.
    case startTimerButtonTapped
    /// One tick.
    case timerTick
  }

  @Dependency(\.continuousClock) var clock

  /// The timer.
  public init() {}

  /// The timer's logic.
  public var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .startTimerButtonTapped:
        state.count = 0
        return .run { [clock] send in
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
