import Foundation
import Testing

@testable import ComposableArchitectureTesting

/// Marks the main dispatch queue, so an effect can tell whether it runs there. (On Linux the main
/// queue is served by a worker thread once tests start, so `Thread.isMainThread` cannot tell.)
private let mainQueueKey: DispatchSpecificKey<Bool> = {
  let key = DispatchSpecificKey<Bool>()
  DispatchQueue.main.setSpecific(key: key, value: true)
  return key
}()

@Reducer
private struct Interleaving {
  struct State: Equatable {
    var order: [String] = []
    var effectRanOnMainQueue: Bool?
  }
  enum Action {
    case start
    case first
    case second
    case checkThread
    case ranOnMainQueue(Bool)
  }
  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .start:
        return .merge(
          .run { send in await send(.first) },
          .run { send in await send(.second) }
        )
      case .first:
        state.order.append("first")
        return .none
      case .second:
        state.order.append("second")
        return .none
      case .checkThread:
        return .run { [key = mainQueueKey] send in
          await send(.ranOnMainQueue(DispatchQueue.getSpecific(key: key) == true))
        }
      case let .ranOnMainQueue(isMain):
        state.effectRanOnMainQueue = isMain
        return .none
      }
    }
  }
}

@MainActor
struct MainSerialExecutorTests {
  @Test func isOnWhileATestStoreLives() async {
    let store = TestStore(initialState: Interleaving.State()) { Interleaving() }
    #expect(store.useMainSerialExecutor)
    await store.send(.checkThread)
    await store.receive(\.ranOnMainQueue) { $0.effectRanOnMainQueue = true }
  }

  @Test func mergedEffectsDeliverInTheOrderTheyStart() async {
    for _ in 1...50 {
      let store = TestStore(initialState: Interleaving.State()) { Interleaving() }
      await store.send(.start)
      await store.receive(\.first) { $0.order = ["first"] }
      await store.receive(\.second) { $0.order = ["first", "second"] }
    }
  }

  @Test func oneStoreTurningItOffDoesNotTurnItOffForAnother() async {
    let first = TestStore(initialState: Interleaving.State()) { Interleaving() }
    let second = TestStore(initialState: Interleaving.State()) { Interleaving() }
    first.useMainSerialExecutor = false
    #expect(!first.useMainSerialExecutor)
    #expect(second.useMainSerialExecutor)
    await second.send(.checkThread)
    await second.receive(\.ranOnMainQueue) { $0.effectRanOnMainQueue = true }
  }
}
