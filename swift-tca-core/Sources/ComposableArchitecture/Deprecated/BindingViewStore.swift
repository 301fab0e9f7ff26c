import CasePaths
import CustomDump

/// A field of a view state that is a binding to a `@BindingState` field of the feature's state:
/// how view states kept bindings before `@ObservableState`.
///
/// ```swift
/// struct ViewState: Equatable {
///   @BindingViewState var text: String
///   init(store: BindingViewStore<Feature.State>) {
///     self._text = store.$text
///   }
/// }
/// // viewStore.$text is a StoreBinding<String>
/// ```
@available(
  *, deprecated,
  message:
    "Derive bindings directly from stores using '@ObservableState'. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#BindingState"
)
@dynamicMemberLookup
@propertyWrapper
public struct BindingViewState<Value> {
  let binding: StoreBinding<Value>
  let initialValue: Value

  @MainActor
  init(binding: StoreBinding<Value>) {
    self.binding = binding
    self.initialValue = binding.wrappedValue
  }

  /// The value when the view state was derived (each action the store processes derives it
  /// again). Write through the binding, ``projectedValue``.
  public var wrappedValue: Value {
    initialValue
  }

  /// The binding.
  public var projectedValue: StoreBinding<Value> {
    binding
  }

  /// The binding state of a field of the value.
  @MainActor
  public subscript<Subject>(
    dynamicMember keyPath: WritableKeyPath<Value, Subject>
  ) -> BindingViewState<Subject> {
    BindingViewState<Subject>(binding: binding[dynamicMember: keyPath])
  }
}

@available(*, deprecated)
extension BindingViewState: Equatable where Value: Equatable {
  /// Equal when both held the same value when derived.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.initialValue == rhs.initialValue
  }
}

@available(*, deprecated)
extension BindingViewState: Hashable where Value: Hashable {
  /// Hashes the value held when derived.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(initialValue)
  }
}

@available(*, deprecated)
extension BindingViewState: CustomDumpRepresentable {
  /// The value, which dumps and diffs show in place of the wrapper.
  public var customDumpValue: Any {
    initialValue
  }
}

@available(*, deprecated)
extension BindingViewState: CustomReflectable {
  /// The value's mirror, in place of the wrapper's.
  public var customMirror: Mirror { Mirror(reflecting: initialValue) }
}

@available(*, deprecated)
extension BindingViewState: CustomDebugStringConvertible
where Value: CustomDebugStringConvertible {
  /// The value's debug description.
  public var debugDescription: String { initialValue.debugDescription }
}

/// The state of a feature whose actions are bindable, from which a view state derives
/// ``BindingViewState`` fields: `store.$text`.
///
/// ```swift
/// let viewStore = ViewStore(store, observe: { (store: BindingViewStore<Feature.State>) in
///   ViewState(text: store.$text, count: store.count)
/// })
/// ```
@available(
  *, deprecated,
  message:
    "Derive bindings directly from stores using '@ObservableState'. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#BindingState"
)
@dynamicMemberLookup
@propertyWrapper
@preconcurrency @MainActor
public struct BindingViewStore<State> {
  let store: Store<State, BindingAction<State>>
  /// The feature's action type, named when a binding it sends is not handled.
  let bindableActionType: Any.Type

  init<Action: BindableAction<State>>(store: Store<State, Action>) {
    self.store = store.transformingScope(state: { $0 }, action: { .binding($0) })
    self.bindableActionType = Action.self
  }

  /// A binding view store standing for `projectedValue`.
  public init(projectedValue: Self) {
    self = projectedValue
  }

  /// The feature's state.
  public var wrappedValue: State {
    store.withState { $0 }
  }

  /// This binding view store.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }

  /// Reads a field of the state.
  public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    wrappedValue[keyPath: keyPath]
  }

  /// The binding to a `@BindingState` field: reads it, and writes it by sending
  /// `.binding(.set(keyPath, value))`.
  public subscript<Value: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<State, BindingState<Value>>
  ) -> BindingViewState<Value> {
    let store = store
    return BindingViewState(
      binding: StoreBinding(
        get: { store.withState { $0[keyPath: keyPath].wrappedValue } },
        set: { [bindableActionType] in
          store.send(.sent(keyPath, $0, as: bindableActionType))
        }
      )
    )
  }
}

extension Store where Action: BindableAction, Action.State == State {
  /// The binding view store of this store, for deriving ``BindingViewState``s outside a view
  /// store.
  @available(
    *, deprecated,
    message:
      "Derive bindings directly from stores using '@ObservableState'. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#BindingState"
  )
  public var bindings: BindingViewStore<State> {
    BindingViewStore(store: self)
  }
}

#if CombineSchedulers
  @available(
    *, deprecated,
    message:
      "Derive bindings directly from stores using '@ObservableState'. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#BindingState"
  )
  extension ViewStore where ViewAction: BindableAction, ViewAction.State == ViewState {
    /// The binding to a `@BindingState` field of the view state: `viewStore.$text`. Writing it
    /// sends `.binding(.set(\.$text, value))`.
    public subscript<Value: Equatable & Sendable>(
      dynamicMember keyPath: WritableKeyPath<ViewState, BindingState<Value>>
    ) -> StoreBinding<Value> {
      binding(
        get: { $0[keyPath: keyPath].wrappedValue },
        send: { .binding(.sent(keyPath, $0, as: ViewAction.self)) }
      )
    }
  }

  @available(
    *, deprecated,
    message:
      "Use '@ObservableState', instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#Using-ObservableState"
  )
  extension ViewStore {
    /// A view store of the view state `toViewState` derives from the store's binding view
    /// store, whose view actions `fromViewAction` embeds.
    public convenience init<State, Action>(
      _ store: Store<State, Action>,
      observe toViewState: @escaping (_ state: BindingViewStore<State>) -> ViewState,
      send fromViewAction: @escaping (_ viewAction: ViewAction) -> Action,
      removeDuplicates isDuplicate: @escaping (_ lhs: ViewState, _ rhs: ViewState) -> Bool
    ) where ViewAction: BindableAction<State> {
      let bindings = BindingViewStore(
        store: store.transformingScope(state: { $0 }, action: fromViewAction))
      self.init(
        store, observe: { (_: State) in toViewState(bindings) }, send: fromViewAction,
        removeDuplicates: isDuplicate)
    }

    /// A view store of the view state `toViewState` derives from the store's binding view
    /// store.
    @_disfavoredOverload
    public convenience init<State>(
      _ store: Store<State, ViewAction>,
      observe toViewState: @escaping (_ state: BindingViewStore<State>) -> ViewState,
      removeDuplicates isDuplicate: @escaping (_ lhs: ViewState, _ rhs: ViewState) -> Bool
    ) where ViewAction: BindableAction<State> {
      self.init(store, observe: toViewState, send: { $0 }, removeDuplicates: isDuplicate)
    }
  }

  @available(
    *, deprecated,
    message:
      "Use '@ObservableState', instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#Using-ObservableState"
  )
  extension ViewStore where ViewState: Equatable {
    /// A view store told of each change of the view state derived from the binding view store,
    /// sending view actions through `fromViewAction`.
    @_disfavoredOverload
    public convenience init<State, Action>(
      _ store: Store<State, Action>,
      observe toViewState: @escaping (_ state: BindingViewStore<State>) -> ViewState,
      send fromViewAction: @escaping (_ viewAction: ViewAction) -> Action
    ) where ViewAction: BindableAction<State> {
      self.init(store, observe: toViewState, send: fromViewAction, removeDuplicates: { $0 == $1 })
    }

    /// A view store told of each change of the view state derived from the binding view store.
    @_disfavoredOverload
    public convenience init<State>(
      _ store: Store<State, ViewAction>,
      observe toViewState: @escaping (_ state: BindingViewStore<State>) -> ViewState
    ) where ViewAction: BindableAction<State> {
      self.init(store, observe: toViewState, removeDuplicates: { $0 == $1 })
    }
  }
#endif
