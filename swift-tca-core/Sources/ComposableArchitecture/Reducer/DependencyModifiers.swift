import Dependencies

extension Reducer {
  /// Overrides a dependency for this reducer, the reducers inside it, and their effects.
  ///
  /// ```swift
  /// Feature()
  ///   .dependency(\.uuid, .incrementing)
  /// ```
  public func dependency<Value: Sendable>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>, _ value: Value
  ) -> _DependencyKeyWritingReducer<Self> {
    _DependencyKeyWritingReducer(base: self) { $0[keyPath: keyPath] = value }
  }

  /// Overrides the dependency registered under `value`'s own type.
  ///
  /// ```swift
  /// Feature()
  ///   .dependency(NumberFactClient(fetch: { "\($0) is a good number." }))
  /// ```
  public func dependency<Value: TestDependencyKey>(
    _ value: Value
  ) -> _DependencyKeyWritingReducer<Self> where Value.Value == Value {
    _DependencyKeyWritingReducer(base: self) { $0[Value.self] = value }
  }

  /// Changes a dependency in place for this reducer, the reducers inside it, and their effects.
  ///
  /// ```swift
  /// Feature()
  ///   .transformDependency(\.numberFact) { $0.fetch = { _ in "42" } }
  /// ```
  public func transformDependency<Value: Sendable>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>,
    transform: @escaping (_ dependency: inout Value) -> Void
  ) -> _DependencyKeyWritingReducer<Self> {
    _DependencyKeyWritingReducer(base: self) { transform(&$0[keyPath: keyPath]) }
  }
}

/// The reducer the dependency modifiers build.
public struct _DependencyKeyWritingReducer<Base: Reducer>: Reducer {
  let base: Base
  let update: (inout DependencyValues) -> Void

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    _resolve().run(&state, action)
  }

  public func _resolve() -> _ResolvedReducer<Base.State, Base.Action> {
    let base = base._resolve().run
    let update = update
    return _ResolvedReducer { state, action in
      withDependencies(update) { base(&state, action) }
    }
  }
}

extension _DependencyKeyWritingReducer {
  /// Overrides one more dependency: chained modifiers collapse into one reducer that changes
  /// every dependency at once, as upstream's do.
  ///
  /// ```swift
  /// Feature()
  ///   .dependency(\.uuid, .incrementing)
  ///   .dependency(\.date, .constant(now))  // one _DependencyKeyWritingReducer<Feature>
  /// ```
  public func dependency<Value: Sendable>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>, _ value: Value
  ) -> Self {
    adding { $0[keyPath: keyPath] = value }
  }

  /// Overrides one more dependency registered under its own type.
  public func dependency<Value: TestDependencyKey>(
    _ value: Value
  ) -> Self where Value.Value == Value {
    adding { $0[Value.self] = value }
  }

  /// Transforms one more dependency.
  public func transformDependency<Value: Sendable>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>,
    transform: @escaping (_ dependency: inout Value) -> Void
  ) -> Self {
    adding { transform(&$0[keyPath: keyPath]) }
  }

  private func adding(_ outer: @escaping (inout DependencyValues) -> Void) -> Self {
    let update = update
    // As nested modifiers would: the outer one writes first, the one nearest the feature wins.
    return Self(base: base) {
      outer(&$0)
      update(&$0)
    }
  }
}
