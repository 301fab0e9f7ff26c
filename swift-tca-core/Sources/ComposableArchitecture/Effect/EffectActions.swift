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
  /// Cancellation ids work as upstream's do outside a store: process-wide (or in the store whose
  /// effect iterates), so a debounced effect iterated twice runs once. Ending the iteration early
  /// cancels the work.
  public var actions: AsyncStream<Action> {
    let (stream, continuation) = AsyncStream.makeStream(of: Action.self)
    var runs: [Run] = []
    collect(into: &runs, sending: { continuation.yield($0) })
    guard !runs.isEmpty else {
      continuation.finish()
      return stream
    }
    let registry = EffectContext.current.registry
    let work = Task { @MainActor in
      let send = Send<Action> { continuation.yield($0) }
      await withTaskGroup(of: Void.self) { group in
        for run in runs {
          group.addTask(name: run.name, priority: run.priority) {
            await registry.run(registeredUnder: run.cancellations) {
              await run.withNavigationPath { await run.operation(send) }
            }
          }
        }
      }
      continuation.finish()
    }
    continuation.onTermination = { _ in work.cancel() }
    return stream
  }

  private func collect(into runs: inout [Run], sending send: (Action) -> Void) {
    switch operation {
    case .none:
      return
    case let .cancel(id):
      EffectContext.current.registry.cancel(id)
    case let .send(action):
      send(action)
    case let .run(run):
      runs.append(run)
    case let .merge(effects):
      for effect in effects { effect.collect(into: &runs, sending: send) }
    }
  }
}
