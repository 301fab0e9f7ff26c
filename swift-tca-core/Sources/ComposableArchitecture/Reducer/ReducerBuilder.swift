/// The result builder of reducer bodies: the reducers it lists run top to bottom on the same
/// state, each seeing the mutations of those before it, and their effects are merged.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   BindingReducer()
///   if isEnabled { Analytics() }
///   Reduce { state, action in .none }
/// }
/// ```
@resultBuilder
public enum ReducerBuilder<State, Action> {
  /// A reducer listed in the body.
  public static func buildExpression<R: Reducer<State, Action>>(_ expression: R) -> R {
    expression
  }

  /// A reducer of an existential type, erased.
  ///
  /// Disfavoured: a non-generic overload otherwise wins over the generic one above, and every
  /// concrete reducer listed in a body would be erased (losing specialisation). A body lists an
  /// existential as `Reduce(existential)`.
  @_disfavoredOverload
  public static func buildExpression(
    _ expression: any Reducer<State, Action>
  ) -> Reduce<State, Action> {
    Reduce(expression)
  }

  /// An empty body: a reducer that does nothing.
  public static func buildBlock() -> EmptyReducer<State, Action> {
    EmptyReducer()
  }

  /// A body of one reducer.
  public static func buildBlock<R: Reducer<State, Action>>(_ reducer: R) -> R {
    reducer
  }

  /// The first reducer of a body.
  public static func buildPartialBlock<R: Reducer<State, Action>>(first: R) -> R {
    first
  }

  /// The reducers so far, followed by the next one.
  public static func buildPartialBlock<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
    accumulated: R0, next: R1
  ) -> _SequenceMany<R0, R1> {
    _SequenceMany(first: accumulated, second: next)
  }

  /// An `if` without `else`: runs the reducer when the condition held.
  public static func buildOptional<R: Reducer<State, Action>>(_ wrapped: R?) -> R? {
    wrapped
  }

  /// The first branch of an `if`/`else` or `switch`.
  public static func buildEither<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
    first reducer: R0
  ) -> _Conditional<R0, R1> {
    .first(reducer)
  }

  /// The second branch of an `if`/`else` or `switch`.
  public static func buildEither<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
    second reducer: R1
  ) -> _Conditional<R0, R1> {
    .second(reducer)
  }

  /// The reducers a `for` loop produced, run in order.
  public static func buildArray<R: Reducer<State, Action>>(_ reducers: [R]) -> _ReducerArray<R> {
    _ReducerArray(reducers: reducers)
  }

  /// A reducer inside `if #available`, erased so the body's type does not depend on it.
  public static func buildLimitedAvailability<R: Reducer<State, Action>>(
    _ wrapped: R
  ) -> Reduce<State, Action> {
    Reduce(wrapped)
  }

  /// The body.
  public static func buildFinalResult<R: Reducer<State, Action>>(_ reducer: R) -> R {
    reducer
  }

  /// Two reducers run one after the other.
  public struct _SequenceMany<R0: Reducer, R1: Reducer<R0.State, R0.Action>>: Reducer {
    @usableFromInline
    let first: R0
    @usableFromInline
    let second: R1

    @usableFromInline
    init(first: R0, second: R1) {
      self.first = first
      self.second = second
    }

    public func reduce(into state: inout R0.State, action: R0.Action) -> Effect<R0.Action> {
      let firstEffect = first.reduce(into: &state, action: action)
      return firstEffect.merge(with: second.reduce(into: &state, action: action))
    }

    // Inlinable so that a body's sequence runs specialised code for the feature's types.
    @inlinable
    public func _resolve() -> _ResolvedReducer<R0.State, R0.Action> {
      let first = first._resolve().run
      let second = second._resolve().run
      return _ResolvedReducer { state, action in
        let firstEffect = first(&state, action)
        return firstEffect.merge(with: second(&state, action))
      }
    }
  }

  /// One of two reducers, chosen by an `if`/`else` or `switch`.
  public enum _Conditional<R0: Reducer, R1: Reducer<R0.State, R0.Action>>: Reducer {
    case first(R0)
    case second(R1)

    public func reduce(into state: inout R0.State, action: R0.Action) -> Effect<R0.Action> {
      switch self {
      case let .first(reducer): reducer.reduce(into: &state, action: action)
      case let .second(reducer): reducer.reduce(into: &state, action: action)
      }
    }

    public func _resolve() -> _ResolvedReducer<R0.State, R0.Action> {
      switch self {
      case let .first(reducer): reducer._resolve()
      case let .second(reducer): reducer._resolve()
      }
    }
  }

  /// Reducers produced by a `for` loop, run in order.
  public struct _ReducerArray<R: Reducer>: Reducer {
    let reducers: [R]

    public func reduce(into state: inout R.State, action: R.Action) -> Effect<R.Action> {
      reducers.reduce(.none) { $0.merge(with: $1.reduce(into: &state, action: action)) }
    }

    public func _resolve() -> _ResolvedReducer<R.State, R.Action> {
      let runs = reducers.map { $0._resolve().run }
      return _ResolvedReducer { state, action in
        runs.reduce(.none) { $0.merge(with: $1(&state, action)) }
      }
    }
  }
}
