extension Effect {
  /// Runs `effects` at the same time. `.none` is the identity: merging it allocates nothing.
  ///
  /// ```swift
  /// return .merge(.send(.started), .run { send in await send(.loaded(try await load())) })
  /// ```
  public static func merge(_ effects: Self...) -> Self {
    merge(effects)
  }

  /// Runs a sequence of effects at the same time.
  ///
  /// ```swift
  /// return .merge(ids.map { .cancel(id: $0) })
  /// ```
  public static func merge(_ effects: some Sequence<Self>) -> Self {
    effects.reduce(.none) { $0.merge(with: $1) }
  }

  /// Runs this effect and `other` at the same time.
  ///
  /// ```swift
  /// return childEffect.merge(with: .send(.childUpdated))
  /// ```
  @inlinable
  public func merge(with other: Self) -> Self {
    // `.none` checks first, without building a tuple of the two operations: in generic code
    // that tuple can cost an allocation.
    if case .none = operation { return other }
    if case .none = other.operation { return self }
    if case let .merge(lhs) = operation {
      if case let .merge(rhs) = other.operation { return Self(.merge(lhs + rhs)) }
      return Self(.merge(lhs + [other]))
    }
    if case let .merge(rhs) = other.operation { return Self(.merge([self] + rhs)) }
    return Self(.merge([self, other]))
  }

  /// Runs `effects` one after the other, each starting when the previous one finished.
  ///
  /// ```swift
  /// return .concatenate(.run { _ in await save() }, .send(.saved))
  /// ```
  ///
  /// Sequencing work inside a single ``run(priority:name:operation:catch:fileID:filePath:line:column:)``
  /// is usually clearer.
  public static func concatenate(_ effects: Self...) -> Self {
    concatenate(effects)
  }

  /// Runs a collection of effects one after the other.
  ///
  /// ```swift
  /// return .concatenate(steps.map { .run { _ in await $0() } })
  /// ```
  public static func concatenate(_ effects: some Collection<Self>) -> Self {
    let effects = effects.filter { if case .none = $0.operation { false } else { true } }
    // Leading actions and cancellations take effect at once, in order, as upstream's do: a
    // `.concatenate(.send(.b2), .send(.b3))` runs both right after the current action.
    let leading = effects.prefix { $0.takesEffectAtOnce }
    let later = Array(effects.dropFirst(leading.count))
    switch later.count {
    case 0: return .merge(leading)
    case 1: return .merge(leading).merge(with: later[0])
    default:
      return .merge(leading).merge(
        with: Self(
          .run(
            Run(priority: nil) { send in
              for effect in later {
                guard !Task.isCancelled else { return }
                await effect.perform(send: send)
              }
            }
          )
        )
      )
    }
  }

  /// Whether this effect does all it does when the store starts it: actions and cancellations.
  private var takesEffectAtOnce: Bool {
    switch operation {
    case .none, .send, .cancel: true
    case .run: false
    case let .merge(effects): effects.allSatisfy(\.takesEffectAtOnce)
    }
  }

  /// Runs this effect, then `next`.
  ///
  /// ```swift
  /// return save.concatenate(with: .send(.saved))
  /// ```
  public func concatenate(with next: Self) -> Self {
    .concatenate([self, next])
  }

  /// Transforms the actions this effect sends, for example into a parent's action.
  ///
  /// ```swift
  /// return Child().reduce(into: &state.child, action: .refresh).map { .child($0) }
  /// ```
  @inlinable
  public func map<NewAction>(
    _ transform: @escaping @Sendable (Action) -> NewAction
  ) -> Effect<NewAction> {
    if case .none = operation { return .none }
    return _map(transform)
  }

  @usableFromInline
  func _map<NewAction>(
    _ transform: @escaping @Sendable (Action) -> NewAction
  ) -> Effect<NewAction> {
    switch operation {
    case .none:
      return .none
    case let .send(action):
      return .send(transform(action))
    case let .run(run):
      let operation = run.operation
      let immediate = run.immediateOperation.map { immediate in
        { @MainActor @Sendable (send: Send<NewAction>) async in
          await immediate(
            Send(send: { action in send.send(transform(action)) }, finish: send.finish))
        }
      }
      return Effect<NewAction>(
        .run(
          Effect<NewAction>.Run(
            priority: run.priority,
            name: run.name,
            operation: { send in
              await operation(
                Send(send: { action in send.send(transform(action)) }, finish: send.finish))
            },
            cancellations: run.cancellations.map {
              .init(id: $0.id, cancelInFlight: $0.cancelInFlight)
            },
            location: run.location,
            navigationPath: run.navigationPath,
            immediateOperation: immediate
          )
        )
      )
    case let .merge(effects):
      return Effect<NewAction>(.merge(effects.map { $0.map(transform) }))
    case let .cancel(id):
      return Effect<NewAction>(.cancel(id))
    }
  }

  /// Runs this effect to completion inside the current task, sending through `send`.
  ///
  /// Used where effects run inside other work (``concatenate(_:)-swift.type.method``,
  /// debouncing), rather than started by a store.
  func perform(send: Send<Action>) async {
    switch operation {
    case .none:
      return
    case let .send(action):
      await send(action)
    case let .run(run):
      await EffectContext.current.registry.run(registeredUnder: run.cancellations) {
        await run.withNavigationPath { await run.operation(send) }
      }
    case let .merge(effects):
      await withTaskGroup(of: Void.self) { group in
        for effect in effects {
          group.addTask { await effect.perform(send: send) }
        }
      }
    case let .cancel(id):
      EffectContext.current.registry.cancel(id)
    }
  }
}

extension Effect.Run {
  /// Runs `work` with this effect's navigation path as the current one (nothing to do at the
  /// root, where most effects run).
  func withNavigationPath(_ work: @Sendable () async -> Void) async {
    if navigationPath.isEmpty { return await work() }
    var context = EffectContext.current
    context.navigationPath = navigationPath
    await EffectContext.$current.withValue(context, operation: work)
  }
}
