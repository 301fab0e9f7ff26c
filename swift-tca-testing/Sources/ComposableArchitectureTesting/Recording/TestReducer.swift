@_spi(Internals) import ComposableArchitecture

/// The actions of a test store's inner store: those the test sends, and those effects feed back.
enum TestAction<Action> {
  case send(Action)
  case receive(Action)
}

/// Runs the feature's reducer for a ``TestStore``: with the test store's current dependencies,
/// recording the state after a sent action, every received action, and the effects in flight,
/// whose work it moves onto the test store's ``EffectExecutor``.
/// Its effects can dismiss the feature under test (`@Dependency(\.dismiss)`), which marks the
/// test store dismissed.
struct TestReducer<State, Action>: Reducer {
  let base: (inout State, Action) -> Effect<Action>
  let recorder: TestStoreRecorder<State, Action>
  let executor: EffectExecutor

  func reduce(into state: inout State, action: TestAction<Action>) -> Effect<TestAction<Action>> {
    let sent: Action
    let isReceived: Bool
    switch action {
    case let .send(action): (sent, isReceived) = (action, false)
    case let .receive(action): (sent, isReceived) = (action, true)
    }
    // A `Void` result: a task-local binding returning the effect, in this generic code, looked
    // up the effect type's metadata on every action.
    var effect = Effect<Action>.none
    DependencyValues.$_current.withValue(recorder.dependencies) { effect = base(&state, sent) }
    if isReceived {
      recorder.recordReceived(sent, state: state)
    } else {
      recorder.recordStateAfterSend(state)
    }
    // Most actions return no effect: nothing to wrap.
    guard !effect._isNone else { return .none }
    let originAction: Any = sent
    let recorder = recorder
    let executor = executor
    return
      effect
      ._dismissible { recorder.dismissed() }
      ._wrappingRuns { location, operation in
        let serial = recorder.effectStarted(at: location, by: originAction)
        return { send in
          // Begun and finished on the executor: the hops onto it and off it are jobs the executor
          // does not see, during which the effect would look suspended.
          await withTaskExecutorPreference(executor) {
            recorder.effectBegan(serial)
            // A publisher's effect is done when the publisher completes, before its task
            // resumes: the test may end right after, as upstream's may.
            await operation(send._onFinish { recorder.effectFinished(serial) })
            recorder.effectFinished(serial)
          }
        }
      }
      .map { .receive($0) }
  }
}
