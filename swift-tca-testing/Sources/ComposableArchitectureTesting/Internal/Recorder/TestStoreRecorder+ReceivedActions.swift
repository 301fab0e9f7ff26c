import ComposableArchitecture

/// The actions effects sent, each with the state after it, and the state after a sent action.
extension TestStoreRecorder {
  /// The actions effects sent that no assertion has received yet, oldest first.
  var received: [Received] { withLock { _ in receivedQueue } }

  func recordReceived(_ action: Action, state: State) {
    update { contents in
      receivedQueue.append(Received(action: action, state: state))
      contents.receivedCount = receivedQueue.count
    }
  }

  func removeFirstReceived() -> Received? {
    withLock { contents in
      guard !receivedQueue.isEmpty else { return nil }
      defer { contents.receivedCount = receivedQueue.count }
      return receivedQueue.removeFirst()
    }
  }

  func removeAllReceived() -> [Received] {
    withLock { contents in
      defer {
        receivedQueue.removeAll()
        contents.receivedCount = 0
      }
      return receivedQueue
    }
  }

  /// Called by the test reducer, which the test store's store runs on the main actor.
  func recordStateAfterSend(_ state: State) {
    pendingStateAfterSend = state
  }

  /// Called by the test step, on the main actor.
  func takeStateAfterSend() -> State? {
    defer { pendingStateAfterSend = nil }
    return pendingStateAfterSend
  }
}
