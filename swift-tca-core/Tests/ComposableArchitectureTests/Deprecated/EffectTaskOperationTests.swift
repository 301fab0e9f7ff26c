import ComposableArchitecture
import Testing

private struct Offline: Error {}

private enum Action {
  case load
  case loaded(Int)
  case failed
}

// Deprecated on purpose: the reducer is written as TCA 0.x wrote effects of one action.
@available(*, deprecated)
private func loader(_ fetch: @escaping @Sendable () async throws -> Int) -> some Reducer<
  [String], Action
> {
  Reduce { state, action in
    switch action {
    case .load:
      return .task {
        .loaded(try await fetch())
      } catch: { _ in
        .failed
      }
    case let .loaded(value):
      state.append("loaded \(value)")
      return .none
    case .failed:
      state.append("failed")
      return .none
    }
  }
}

/// TCA 0.x's `Effect.task`: the action its operation returns, or its handler's for an error.
@MainActor
@Suite struct EffectTaskOperationTests {
  @available(*, deprecated)
  @Test func theOperationsActionIsSent() async {
    let store = Store(initialState: [String]()) { loader { 42 } }
    await store.send(Action.load).finish()
    #expect(store.withState { $0 } == ["loaded 42"])
  }

  @available(*, deprecated)
  @Test func theHandlerMakesTheActionOfAnError() async {
    let store = Store(initialState: [String]()) { loader { throw Offline() } }
    await store.send(Action.load).finish()
    #expect(store.withState { $0 } == ["failed"])
  }

  // An error with no handler is no action, and a reported issue saying where the effect is.
  @available(*, deprecated)
  @Test func anErrorWithNoHandlerIsReported() async {
    let store = Store(initialState: [String]()) {
      Reduce<[String], Action> { _, action in
        guard case .load = action else { return .none }
        return .task { throw Offline() }
      }
    }
    await withKnownIssue {
      await store.send(Action.load).finish()
    } matching: { issue in
      issue.description.contains("EffectTaskOperationTests.swift")
        && issue.description.contains("threw an unhandled error")
    }
    #expect(store.withState { $0 }.isEmpty)
  }
}
