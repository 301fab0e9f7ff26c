import ComposableArchitecture

/// The actions effects sent, each with the state after it, and the state after a sent action.
extension TestStoreRecorder {
  /// The actions effects sent that no assertion has received yet, oldest first.
  var received: [Received] { withLock { _ in receivedQueue } }

  func recordReceived(_ action: Action, state: State) {
    update { contents in
      changeReceived(&contents) { $0.append(Received(action: action, state: state)) }
    }
  }

  func removeFirstReceived() -> Received? {
    withLock { contents in
      changeReceived(&contents) { $0.isEmpty ? nil : $0.removeFirst() }
    }
  }

  func removeAllReceived() -> [Received] {
    withLock { contents in
      changeReceived(&contents) { received in
        defer { received.removeAll() }
        return received
      }
    }
  }

  /// Changes the received actions, under the lock (`contents` is what `withLock` hands), and
  /// keeps `contents.receivedCount` their count.
  private func changeReceived<T>(
    _ contents: inout Contents, _ change: (inout [Received]) -> T
  ) -> T {
    defer { contents.receivedCount = receivedQueue.count }
    return change(&receivedQueue)
  }

  /// Called by the test step on the main actor, right before it sends an action to the store:
  /// the next action the reducer runs is that one.
  func markSentAction() {
    isAwaitingSentAction = true
    hasStateAfterSend = false
  }

  /// Called by the test reducer on the main actor: whether the action it runs is the one the
  /// test sent, rather than one an effect fed back.
  func takeSentActionMark() -> Bool {
    defer { isAwaitingSentAction = false }
    return isAwaitingSentAction
  }

  /// Called by the test reducer, which the test store's store runs on the main actor.
  func recordStateAfterSend(_ state: State) {
    stateAfterSend = state
    hasStateAfterSend = true
  }

  /// Called by the test step on the main actor once the store returns from the send: the state
  /// the sent action left, or `current` when the reducer did not run it.
  func takeStateAfterSend(or current: () -> State) -> State {
    isAwaitingSentAction = false
    return hasStateAfterSend ? stateAfterSend : current()
  }
}
