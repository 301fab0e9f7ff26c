// Names upstream renamed in 1.0, kept unavailable as upstream keeps them: code that still uses
// them fails with the new name to use.

/// `Effect`'s name before 1.0.
@available(*, unavailable, renamed: "Effect")
public typealias EffectTask = Effect

/// `Reducer`'s name before 1.0.
@available(*, unavailable, renamed: "Reducer")
public typealias ReducerProtocol = Reducer

/// `ReducerOf`'s name before 1.0.
@available(*, unavailable, renamed: "ReducerOf")
public typealias ReducerProtocolOf<R: Reducer> = Reducer<R.State, R.Action>

/// `BindingState`'s name before 0.48.
@available(*, unavailable, renamed: "BindingState")
public typealias BindableState<Value> = BindingState<Value>
