import ComposableArchitectureTesting
import Foundation
import Testing

/// A screen that loads once and refreshes on a timer while it is shown, as apps write it: the
/// timer's loop never ends on its own.
@Reducer
private struct Schedule {
  struct State: Equatable {
    var sessions: [String] = []
    var ticks = 0
  }
  enum Action {
    case loaded([String])
    case onAppear
    case onDisappear
    case timerTicked
  }
  private enum CancelID { case timer }
  @Dependency(\.continuousClock) var clock

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .loaded(let sessions):
        state.sessions = sessions
        return .none
      case .onAppear:
        return .merge(
          .run { send in await send(.loaded(["Keynote"])) },
          .run { [clock] send in
            for await _ in clock.timer(interval: .seconds(30)) {
              await send(.timerTicked)
            }
          }
          .cancellable(id: CancelID.timer, cancelInFlight: true)
        )
      case .onDisappear:
        return .cancel(id: CancelID.timer)
      case .timerTicked:
        state.ticks += 1
        return .none
      }
    }
  }
}

@MainActor
struct EndlessTimerTests {
  /// A non-exhaustive store of the schedule on an immediate clock, shown and loaded: its timer
  /// ticks from now on.
  private func appearedSchedule() async -> TestStoreOf<Schedule> {
    let store = TestStore(initialState: Schedule.State()) {
      Schedule()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }
    store.exhaustivity = .off
    await store.send(.onAppear)
    await store.receive(\.loaded) {
      $0.sessions = ["Keynote"]
    }
    return store
  }

  @Test
  func aTimerOnAnImmediateClockTicksWhileTheTestGoesOnAndStopsWhenCancelled() async {
    let store = await appearedSchedule()
    await store.send(.onDisappear)
  }

  @Test
  func aTestThatEndsWithTheTimerRunningEnds() async {
    _ = await appearedSchedule()
  }

  @Test
  func waitingForAnActionThatNeverComesWhileTheTimerTicksTimesOut() async {
    let store = await appearedSchedule()
    await withKnownIssue {
      await store.receive(\.loaded)
    } matching: { issue in
      issue.description.contains(
        "Expected to receive a matching action, but received none after 1.0 seconds.")
        || issue.description.contains(
          "Expected to receive an action matching case path, but didn't get one.")
    }
    #expect(store.state.ticks > 0)
  }
}
