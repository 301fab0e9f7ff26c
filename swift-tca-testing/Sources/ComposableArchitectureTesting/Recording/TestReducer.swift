@_spi(Internals) import ComposableArchitecture

/// Runs the feature's reducer for a ``TestStore``: with the test store's current dependencies,
/// recording the state after a sent action, every received action, and the effects in flight,
/// whose work it moves onto the test store's ``EffectExecutor``.
/// Its effects can dismiss the feature under test (`@Dependency(\.dismiss)`), which marks the
/// test store dismissed.
struct TestReducer<State, Action>: Reducer {
  let base: (inout State, Action) -> Effect<Action>
  let recorder: TestStoreRecorder<State, Action>
  let executor: EffectExecutor

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    // The store's actions are the feature's own: wrapping them in a "sent or received" enum
    // looked up the enum's metadata twice a step in this generic code. The test step marks the
    // action it sends instead; any other is fed back by an effect.
    let isReceived = !recorder.takeSentActionMark()
    // A `Void` result: a task-local binding returning the effect, in this generic code, looked
    // up the effect type's metadata on every action.
    var effect = Effect<Action>.none
    DependencyValues.$_current.withValue(recorder.dependencies) { effect = base(&state, action) }
    if isReceived {
      recorder.recordReceived(action, state: state)
    } else {
      recorder.recordStateAfterSend(state)
    }
    // Most actions return no effect: nothing to wrap.
    guard !effect._isNone else { return .none }
    let originAction: Any = action
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
  }
}
