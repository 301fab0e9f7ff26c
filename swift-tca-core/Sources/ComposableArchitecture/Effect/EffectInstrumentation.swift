extension Effect {
  /// Whether this effect is `.none`: test tools skip wrapping it, which in their unspecialised
  /// code costs runtime metadata lookups for each wrapper.
  ///
  /// ```swift
  /// guard !effect._isNone else { return .none }
  /// ```
  @_spi(Internals) @inlinable public var _isNone: Bool {
    isNone
  }

  /// Replaces each piece of asynchronous work in this effect by what `wrap` returns for it,
  /// keeping its priority and cancellation ids. `wrap` is called now, once per piece, with the
  /// location the piece was created at (if known).
  ///
  /// Test tools use it to track which effects are in flight:
  ///
  /// ```swift
  /// effect._wrappingRuns { location, operation in
  ///   let token = tracker.started(at: location)
  ///   return { send in
  ///     await operation(send)
  ///     tracker.finished(token)
  ///   }
  /// }
  /// ```
  @_spi(Internals) public func _wrappingRuns(
    _ wrap: (
      _ location: _SourceLocation?,
      _ operation: @escaping @Sendable (Send<Action>) async -> Void
    ) -> @Sendable (Send<Action>) async -> Void
  ) -> Self {
    switch operation {
    case .none, .send, .cancel:
      return self
    case var .run(run):
      run.operation = wrap(run.location, run.operation)
      // The wrapped work is what must run: a store starts it as any other.
      run.immediateOperation = nil
      return Self(.run(run))
    case let .merge(effects):
      return Self(.merge(effects.map { $0._wrappingRuns(wrap) }))
    }
  }
}
