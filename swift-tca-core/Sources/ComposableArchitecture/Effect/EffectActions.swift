extension Effect where Action: Sendable {
  /// The actions this effect sends, as an async sequence that ends when all its work is done:
  /// to test an effect without a store.
  ///
  /// ```swift
  /// let effect = Feature().reduce(into: &state, action: .refresh)
  /// var received: [Feature.Action] = []
  /// for await action in effect.actions { received.append(action) }
  /// ```
  ///
  /// `.send` actions come first, then the actions of asynchronous work as it sends them.
  /// Cancellation ids are not honoured: no store runs the effect. Ending the iteration early
  /// cancels the work.
  public var actions: AsyncStream<Action> {
    let (stream, continuation) = AsyncStream.makeStream(of: Action.self)
    var runs: [Run] = []
    collect(into: &runs, sending: { continuation.yield($0) })
    guard !runs.isEmpty else {
      continuation.finish()
      return stream
    }
    let work = Task { @MainActor in
      let send = Send<Action> { continuation.yield($0) }
      await withTaskGroup(of: Void.self) { group in
        for run in runs {
          group.addTask(priority: run.priority) { await run.operation(send) }
        }
      }
      continuation.finish()
    }
    continuation.onTermination = { _ in work.cancel() }
    return stream
  }

  private func collect(into runs: inout [Run], sending send: (Action) -> Void) {
    switch operation {
    case .none, .cancel:
      return
    case let .send(action):
      send(action)
    case let .run(run):
      runs.append(run)
    case let .merge(effects):
      for effect in effects { effect.collect(into: &runs, sending: send) }
    }
  }
}
