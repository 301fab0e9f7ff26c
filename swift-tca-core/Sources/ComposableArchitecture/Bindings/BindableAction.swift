/// An action type with a case that carries ``BindingAction``s, which ``BindingReducer``
/// applies to the state.
///
/// ```swift
/// @Reducer
/// struct Settings {
///   @ObservableState
///   struct State { var displayName = "" }
///   enum Action: BindableAction {
///     case binding(BindingAction<State>)
///   }
///   var body: some ReducerOf<Self> {
///     BindingReducer()
///   }
/// }
/// ```
///
/// The `binding` case satisfies ``binding(_:)``. Inside a `@Reducer`, the macro also writes
/// ``binding-swift.property`` as a plain pattern match, which keeps ``BindingReducer`` fast.
public protocol BindableAction<State> {
  /// The state the binding actions write to.
  associatedtype State

  /// The action that carries `action`; the `binding` case.
  ///
  /// ```swift
  /// Settings.Action.binding(.set(\.displayName, "Blob"))
  /// ```
  static func binding(_ action: BindingAction<State>) -> Self

  /// The binding action this action carries, or `nil` for other cases.
  ///
  /// ```swift
  /// Settings.Action.binding(.set(\.displayName, "Blob")).binding?.keyPath  // \.displayName
  /// ```
  var binding: BindingAction<State>? { get }
}

extension BindableAction {
  /// The binding action that sets the field at `keyPath` to `value`: upstream's shorthand for
  /// `.binding(.set(keyPath, value))`.
  ///
  /// ```swift
  /// await store.send(.set(\.displayName, "Blob"))
  /// ```
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<State, Value>, _ value: Value
  ) -> Self {
    binding(.set(keyPath, value))
  }

  /// Finds the `binding` case by reflection, for action types declared outside a `@Reducer`.
  public var binding: BindingAction<State>? {
    let mirror = Mirror(reflecting: self)
    guard mirror.displayStyle == .enum, let child = mirror.children.first,
      child.label == "binding"
    else { return nil }
    return child.value as? BindingAction<State>
  }
}

/// Makes an action enum's `binding` case readable without reflection; applied by `@Reducer` to
/// `Action`.
@attached(member, names: named(binding))
@attached(memberAttribute)
public macro _BindingExtraction() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "BindingExtractionMacro")

/// Makes the `binding` case of an enum nested in `Action` readable without reflection; applied
/// by ``_BindingExtraction()``.
@attached(member, names: named(binding))
public macro _NestedBindingExtraction() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "NestedBindingExtractionMacro")
