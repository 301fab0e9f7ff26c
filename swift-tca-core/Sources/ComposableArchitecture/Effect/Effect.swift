/// Work a reducer asks the store to do after it changes state: actions to feed back, and
/// asynchronous operations that may send more actions.
///
/// ```swift
/// case .factButtonTapped:
///   return .run { [count = state.count] send in
///     let fact = try await numberFact.fetch(count)
///     await send(.factResponse(fact))
///   }
/// ```
///
/// Effects are values: returning one does nothing until a store runs it. ``none`` costs nothing
/// to create, merge or map.
public struct Effect<Action>: Sendable {
  // Indirect: an effect is then one word whatever `Action` is, so copying or destroying one is a
  // retain or nothing, not a runtime call on the action's metadata. Reducers return and
  // parents map an effect at every level of a feature tree, and most effects are `.none`.
  @usableFromInline
  indirect enum Operation: @unchecked Sendable {
    // `Action` need not be Sendable: a `.send` action is created by a reducer and consumed by the
    // store that ran it, on the store's actor, without crossing to another task.
    case none
    case send(Action)
    case run(Run)
    case merge([Effect<Action>])
    case cancel(CancelKey)
  }

  @usableFromInline
  struct Run: Sendable {
    var priority: TaskPriority?
    /// The name of the task the work runs in (`Effect.run(name:)`), for debugging.
    var name: String? = nil
    var operation: @Sendable (Send<Action>) async -> Void
    /// Cancellation ids this work is registered under when it starts, outermost last.
    var cancellations: [Cancellation] = []
    /// Where the work was created (the `.run` call), for test failures.
    var location: _SourceLocation?
    /// Where the feature that returned this effect runs; its work runs with it in its
    /// ``EffectContext``.
    var navigationPath = NavigationIDPath()
    /// The work as a store starts it at once, on the main actor, as part of the action that
    /// returned it (a publisher's subscription), rather than in a task that runs later; the same
    /// work as `operation`, which runs it everywhere else.
    var immediateOperation: (@MainActor @Sendable (Send<Action>) async -> Void)?
  }

  @usableFromInline
  let operation: Operation

  @usableFromInline
  init(_ operation: Operation) {
    self.operation = operation
  }

  /// No work.
  ///
  /// ```swift
  /// case .increment:
  ///   state.count += 1
  ///   return .none
  /// ```
  @inlinable
  public static var none: Self { Self(.none) }

  /// Feeds `action` back into the store right after the current action, before any other.
  ///
  /// ```swift
  /// case .buttonTapped:
  ///   return .send(.sharedComputation)
  /// ```
  ///
  /// Prefer calling a method that mutates state: each action travels through every reducer.
  public static func send(_ action: Action) -> Self {
    Self(.send(action))
  }
}

/// The effect type of reducer `R`.
public typealias EffectOf<R: Reducer> = Effect<R.Action>

/// The `send` of a reducer's effects: `SendOf<Feature>` is `Send<Feature.Action>`.
///
/// ```swift
/// func load(send: SendOf<Feature>) async { await send(.loaded) }
/// ```
public typealias SendOf<R: Reducer> = Send<R.Action>
