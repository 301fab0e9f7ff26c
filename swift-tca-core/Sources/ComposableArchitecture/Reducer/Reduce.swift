/// A reducer made from a closure, or a type-erased reducer.
///
/// ```swift
/// Reduce { state, action in
///   switch action {
///   case .increment:
///     state.count += 1
///     return .none
///   }
/// }
/// ```
///
/// Spell the generics (`Reduce<State, Action> { … }`) to help autocomplete.
public struct Reduce<State, Action>: Reducer {
  let reduce: (inout State, Action) -> Effect<Action>

  /// A reducer that runs `reduce`.
  ///
  /// ```swift
  /// Reduce { state, action in state.count += 1; return .none }
  /// ```
  public init(_ reduce: @escaping (_ state: inout State, _ action: Action) -> Effect<Action>) {
    self.reduce = reduce
  }

  /// Erases the type of `reducer`.
  ///
  /// ```swift
  /// let erased = Reduce(Feature())
  /// ```
  public init<R: Reducer<State, Action>>(_ reducer: R) {
    // Resolved on first use: a recursive reducer reaches this initialiser through `Self()`.
    let lazy = LazyResolvedReducer(reducer)
    self.reduce = { state, action in lazy.run(&state, action) }
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reduce(&state, action)
  }

  public func _resolve() -> _ResolvedReducer<State, Action> {
    _ResolvedReducer(reduce)
  }
}
