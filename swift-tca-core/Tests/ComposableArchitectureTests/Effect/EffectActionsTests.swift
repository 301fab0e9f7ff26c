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
    let (cancellations, cancellation) = AsyncStream<Void>.makeStream()
    let effect = Effect<Int>.run { send in
      await send(1)
      await withTaskCancellationHandler {
        try? await clock.sleep(for: .seconds(60))
      } onCancel: {
        cancellation.yield()
      }
    }
    for await action in effect.actions {
      #expect(action == 1)
      break
    }
    #expect(await firstSignal(of: cancellations, within: .seconds(60)))
  }
}

/// Whether `signals` yields before `limit` passes. The limit only bounds a broken test: a busy
/// machine can take seconds to run the task that signals, so waiting for the signal itself
/// (rather than yielding a fixed number of times) is what keeps the test deterministic.
private func firstSignal(
  of signals: AsyncStream<Void>, within limit: Duration
) async -> Bool {
  await withTaskGroup(of: Bool.self) { group in
    group.addTask {
      for await _ in signals { return true }
      return false
    }
    group.addTask {
      try? await Task.sleep(for: limit)
      return false
    }
    let signalled = await group.next() ?? false
    group.cancelAll()
    return signalled
  }
}
