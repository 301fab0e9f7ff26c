import Clocks
import Testing

@testable import ComposableArchitecture

/// A feature whose long-running work is cancellable by one id, as a timer is.
@Reducer
struct WorkFeature {
  @ObservableState
  struct State: Equatable {
    var workOutcome: String?
    @Presents var child: WorkFeature.State?
  }
  enum Action {
    case start
    case stop
    case child(PresentationAction<WorkFeature.Action>)
    case presentChild
    case finished
    case startInWork
    case stopFromWork
    case workEnded(String)
  }
  enum CancelID { case work }

  let clock: TestClock<Duration>

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .start:
        return .run { [clock] send in
          try await clock.sleep(for: .seconds(60))
          await send(.finished)
        }
        .cancellable(id: CancelID.work, cancelInFlight: true)
      case .stop:
        return .cancel(id: CancelID.work)
      case .startInWork:
        return .run { [clock] send in
          do {
            try await withTaskCancellation(id: CancelID.work) {
              try await clock.sleep(for: .seconds(60))
            }
            await send(.workEnded("finished"))
          } catch {
            await send(.workEnded("cancelled"))
          }
        }
      case let .workEnded(outcome):
        state.workOutcome = outcome
        return .none
      case .stopFromWork:
        return .run { _ in Task.cancel(id: CancelID.work) }
      case .presentChild:
        state.child = WorkFeature.State()
        return .none
      case .child, .finished:
        return .none
      }
    }
    .ifLet(\.$child, action: \.child) { WorkFeature(clock: clock) }
  }
}

/// A stack of working features above a root that works with the same id.
@Reducer
struct WorkStackFeature {
  @ObservableState
  struct State: Equatable {
    var path = StackState<WorkFeature.State>()
  }
  enum Action {
    case path(StackAction<WorkFeature.State, WorkFeature.Action>)
    case push
    case start
    case stop
    case finished
  }

  let clock: TestClock<Duration>

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .push:
        state.path.append(WorkFeature.State())
        return .none
      case .start:
        return .run { [clock] send in
          try await clock.sleep(for: .seconds(60))
          await send(.finished)
        }
        .cancellable(id: WorkFeature.CancelID.work)
      case .stop:
        return .cancel(id: WorkFeature.CancelID.work)
      case .path, .finished:
        return .none
      }
    }
    .forEach(\.path, action: \.path) { WorkFeature(clock: clock) }
  }
}

/// Cancellation ids belong to the feature that uses them: two stack elements (or a parent and
/// its presented child) with the same id never cancel each other's work; a parent's cancel
/// reaches its descendants; dismissal cancels everything under the child.
@MainActor
struct ScopedCancellationTests {
  @Test func twoStackElementsWithTheSameIDWorkApart() async {
    let clock = TestClock()
    let (store, first, second) = stackOfTwo(clock: clock)
    let firstWork = store.send(.path(.element(id: first, action: .start)))
    let secondWork = store.send(.path(.element(id: second, action: .start)))
    // Starting the second with `cancelInFlight` left the first running.
    #expect(!firstWork.isCancelled)
    store.send(.path(.element(id: first, action: .stop)))
    await firstWork.finish()
    #expect(firstWork.isCancelled)
    #expect(!secondWork.isCancelled)
    store.send(.path(.element(id: second, action: .stop)))
    await secondWork.finish()
  }

  @Test func aParentsCancelReachesItsDescendantsButNotTheReverse() async {
    let clock = TestClock()
    let store = Store(initialState: WorkStackFeature.State()) {
      WorkStackFeature(clock: clock)
    }
    store.send(.push)
    let element = store.path.ids[0]
    let rootWork = store.send(.start)
    let elementWork = store.send(.path(.element(id: element, action: .start)))
    store.send(.path(.element(id: element, action: .presentChild)))
    let childWork = store.send(.path(.element(id: element, action: .child(.presented(.start)))))
    store.send(.path(.element(id: element, action: .child(.presented(.stop)))))
    await childWork.finish()
    #expect(childWork.isCancelled)
    #expect(!elementWork.isCancelled)
    #expect(!rootWork.isCancelled)
    let childAgain = store.send(.path(.element(id: element, action: .child(.presented(.start)))))
    store.send(.stop)
    await rootWork.finish()
    await elementWork.finish()
    await childAgain.finish()
    #expect(rootWork.isCancelled)
    #expect(elementWork.isCancelled)
    #expect(childAgain.isCancelled)
  }

  @Test func aPresentedChildAndItsParentWithTheSameIDWorkApart() async {
    let clock = TestClock()
    let store = Store(initialState: WorkFeature.State()) { WorkFeature(clock: clock) }
    let parentWork = store.send(.start)
    store.send(.presentChild)
    let childWork = store.send(.child(.presented(.start)))
    store.send(.child(.presented(.stop)))
    await childWork.finish()
    #expect(!parentWork.isCancelled)
    let again = store.send(.child(.presented(.start)))
    store.send(.child(.dismiss))
    await again.finish()
    #expect(again.isCancelled)
    #expect(!parentWork.isCancelled)
    store.send(.stop)
    await parentWork.finish()
  }

  @Test func poppingAnElementCancelsTheWorkOfItsPresentedChildWhileTheClockRuns() async {
    let clock = TestClock()
    let (store, first, second) = stackOfTwo(clock: clock)
    store.send(.path(.element(id: first, action: .presentChild)))
    let nestedWork = store.send(.path(.element(id: first, action: .child(.presented(.start)))))
    let secondWork = store.send(.path(.element(id: second, action: .start)))
    await clock.advance(by: .seconds(30))
    store.send(.path(.popFrom(id: first)))
    await nestedWork.finish()
    #expect(nestedWork.isCancelled)
    #expect(store.path.isEmpty)
    #expect(secondWork.isCancelled, "popping the first element pops the second")
  }

  @Test func taskCancelInsideAnElementsWorkReachesOnlyThatElement() async {
    let clock = TestClock()
    let (store, first, second) = stackOfTwo(clock: clock)
    let firstWork = store.send(.path(.element(id: first, action: .start)))
    let secondWork = store.send(.path(.element(id: second, action: .start)))
    await store.send(.path(.element(id: first, action: .stopFromWork))).finish()
    await firstWork.finish()
    #expect(firstWork.isCancelled)
    #expect(!secondWork.isCancelled)
    secondWork.cancel()
  }

  @Test func workCancellableByIDInsideAnElementIsCancelledByThatElement() async {
    let clock = TestClock()
    let store = Store(initialState: WorkStackFeature.State()) {
      WorkStackFeature(clock: clock)
    }
    store.send(.push)
    let element = store.path.ids[0]
    let work = store.send(.path(.element(id: element, action: .startInWork)))
    await clock.suspended()
    store.send(.stop)
    store.send(.path(.element(id: element, action: .stop)))
    await work.finish()
    #expect(!work.isCancelled)
    #expect(store.path[id: element]?.workOutcome == "cancelled")
    #expect(store.path.count == 1)
  }

  /// A stack store with two pushed working elements, and their ids.
  private func stackOfTwo(
    clock: TestClock<Duration>
  ) -> (StoreOf<WorkStackFeature>, StackElementID, StackElementID) {
    let store = Store(initialState: WorkStackFeature.State()) { WorkStackFeature(clock: clock) }
    store.send(.push)
    store.send(.push)
    return (store, store.path.ids[0], store.path.ids[1])
  }
}
