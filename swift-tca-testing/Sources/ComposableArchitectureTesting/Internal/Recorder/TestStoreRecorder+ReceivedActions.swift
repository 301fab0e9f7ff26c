import ComposableArchitecture

/// The actions effects sent, each with the state after it, and the state after a sent action.
extension TestStoreRecorder {
  /// The actions effects sent that no assertion has received yet, oldest first.
  var received: [Received] { withLock { $0.received } }

  func recordReceived(_ action: Action, state: State) {
    update { $0.received.append(Received(action: action, state: state)) }
  }

  func removeFirstReceived() -> Received? {
    withLock { $0.received.isEmpty ? nil : $0.received.removeFirst() }
  }

  func removeAllReceived() -> [Received] {
    withLock { contents in
      defer { contents.received.removeAll() }
      return contents.received
    }
  }

  func recordStateAfterSend(_ state: State) {
    withLock { $0.stateAfterSend = state }
  }

  func takeStateAfterSend() -> State? {
    withLock { contents in
      defer { contents.stateAfterSend = nil }
      return contents.stateAfterSend
    }
  }
}
