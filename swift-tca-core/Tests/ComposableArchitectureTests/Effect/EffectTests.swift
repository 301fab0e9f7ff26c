import Clocks
import Synchronization
import Testing

@testable import ComposableArchitecture

@MainActor
private func recordingStore(
  _ effect: @escaping (String) -> Effect<String>
) -> Store<[String], String> {
  Store(initialState: [String]()) {
    Reduce<[String], String> { state, action in
      state.append(action)
      return effect(action)
    }
  }
}

private struct Failure: Error, CustomStringConvertible {
  var description: String { "Failure()" }
}

@MainActor
struct EffectTests {
  @Test func noneIsFreeToMergeAndMap() {
    #expect(Effect<Int>.none.merge(with: .none).isNone)
    #expect(Effect<Int>.merge(.none, .none, .none).isNone)
    #expect(Effect<Int>.none.map { "\($0)" }.isNone)
    #expect(Effect<Int>.concatenate(.none, .none).isNone)
  }

  @Test func sentActionsRunRightAfterTheCurrentActionInOrder() {
    let store = recordingStore { action in
      switch action {
      case "start": .merge(.send("a"), .send("b"))
      case "a": .send("a1")
      default: .none
      }
    }
    store.send("start")
    #expect(store.state == ["start", "a", "b", "a1"])
  }

  @Test func concatenatedActionsRunRightAfterTheActionThatReturnedThem() async {
    let store = recordingStore { action in
      switch action {
      case "start":
        .run { send in
          await send("b1")
          await send("c1")
        }
      case "b1": .concatenate(.send("b2"), .send("b3"))
      case "c1": .concatenate(.send("c2"), .send("c3"), .run { send in await send("c4") })
      default: .none
      }
    }
    await store.send("start").finish()
    #expect(store.state == ["start", "b1", "b2", "b3", "c1", "c2", "c3", "c4"])
  }

  @Test func runSendsActionsBack() async {
    let store = recordingStore { action in
      action == "load" ? .run { send in await send("loaded") } : .none
    }
    await store.send("load").finish()
    #expect(store.state == ["load", "loaded"])
  }

  @Test func mapTransformsSentActions() async {
    let store = recordingStore { action in
      guard action == "go" else { return .none }
      let child: Effect<Int> = .merge(.send(1), .run { send in await send(2) })
      return child.map { "child \($0)" }
    }
    await store.send("go").finish()
    #expect(store.state == ["go", "child 1", "child 2"])
  }

  @Test func concatenateRunsEffectsOneAfterTheOther() async {
    let clock = TestClock()
    let store = recordingStore { action in
      guard action == "go" else { return .none }
      return .concatenate(
        .run { send in
          try await clock.sleep(for: .seconds(2))
          await send("slow")
        },
        .run { send in await send("fast") }
      )
    }
    let task = store.send("go")
    await clock.advanceWhenSuspended(by: .seconds(2))
    await task.finish()
    #expect(store.state == ["go", "slow", "fast"])
  }

  @Test func mergeRunsEffectsAtTheSameTime() async {
    let clock = TestClock()
    let store = recordingStore { action in
      guard action == "go" else { return .none }
      return .merge(
        .run { send in
          try await clock.sleep(for: .seconds(2))
          await send("slow")
        },
        .run { send in await send("fast") }
      )
    }
    let task = store.send("go")
    await clock.advanceWhenSuspended(by: .seconds(2))
    await task.finish()
    #expect(store.state == ["go", "fast", "slow"])
  }

  @Test func anUnhandledErrorIsAnIssueNamingTheRun() async {
    let line = #line + 3
    let store = recordingStore { action in
      guard action == "go" else { return .none }
      return .run { _ in throw Failure() }
    }
    await withKnownIssue {
      await store.send("go").finish()
    } matching: { issue in
      let text = issue.description
      return text.contains(
        #"An "Effect.run" returned from "ComposableArchitectureTests/EffectTests.swift:\#(line)" threw an unhandled error."#
      )
        && text.contains("threw an unhandled error.\n\n    Failure()\n\nAll non-cancellation")
        && text.contains(#"via the "catch" parameter on "Effect.run", or via a "do" block."#)
    }
  }

  @Test func theCatchHandlerReceivesTheError() async {
    let store = recordingStore { action in
      guard action == "go" else { return .none }
      return .run { _ in
        throw Failure()
      } catch: { error, send in
        await send("caught \(error)")
      }
    }
    await store.send("go").finish()
    #expect(store.state == ["go", "caught Failure()"])
  }

  @Test func cancellationErrorsAreSilent() async {
    let store = recordingStore { action in
      guard action == "go" else { return .none }
      return .run { _ in throw CancellationError() }
    }
    await store.send("go").finish()
    #expect(store.state == ["go"])
  }

  @Test func sendingFromACancelledEffectDoesNothing() async {
    let clock = TestClock()
    let store = recordingStore { action in
      guard action == "go" else { return .none }
      return .run { send in
        await withTaskCancellationHandler {
          try? await clock.sleep(for: .seconds(1))
        } onCancel: {
        }
        await send("after cancellation")
      }
    }
    let task = store.send("go")
    task.cancel()
    await task.finish()
    #expect(store.state == ["go"])
  }

  @Test func effectsSeeTheDependenciesOfTheirCreation() async {
    let store = Store(initialState: [String]()) {
      Reduce<[String], String> { state, action in
        state.append(action)
        guard action == "go" else { return .none }
        return .run { send in
          @Dependency(\.uuid) var uuid
          await send(uuid().uuidString)
        }
      }
      .dependency(\.uuid, .incrementing)
    }
    await store.send("go").finish()
    #expect(store.state == ["go", "00000000-0000-0000-0000-000000000000"])
  }
}
