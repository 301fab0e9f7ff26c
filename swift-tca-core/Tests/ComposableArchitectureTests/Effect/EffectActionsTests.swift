import Clocks
import ComposableArchitecture
import Testing

struct EffectActionsTests {
  @Test func noneHasNoActions() async {
    var actions: [Int] = []
    for await action in Effect<Int>.none.actions { actions.append(action) }
    #expect(actions.isEmpty)
  }

  @Test func sentActionsComeFirstThenTheActionsOfAsynchronousWork() async {
    let effect = Effect<Int>.merge(
      .run { send in
        await send(3)
        await send(4)
      },
      .send(1),
      .send(2).animation(.default),
      .cancel(id: "ignored")
    )
    var actions: [Int] = []
    for await action in effect.actions { actions.append(action) }
    #expect(actions == [1, 2, 3, 4])
  }

  @Test func concatenatedWorkKeepsItsOrder() async {
    let effect = Effect<Int>.concatenate(
      .run { send in await send(1) },
      .run { send in await send(2) }
    ).map { $0 * 10 }
    var actions: [Int] = []
    for await action in effect.actions { actions.append(action) }
    #expect(actions == [10, 20])
  }

  @Test func endingTheIterationCancelsTheWork() async {
    let clock = TestClock()
    let cancelled = LockIsolated(false)
    let effect = Effect<Int>.run { send in
      await send(1)
      await withTaskCancellationHandler {
        try? await clock.sleep(for: .seconds(60))
      } onCancel: {
        cancelled.setValue(true)
      }
    }
    for await action in effect.actions {
      #expect(action == 1)
      break
    }
    for _ in 1...10_000 where !cancelled.value { await Task.yield() }
    #expect(cancelled.value)
  }
}
