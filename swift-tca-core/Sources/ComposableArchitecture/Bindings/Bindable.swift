#if !canImport(SwiftUI)
  import CasePaths

  /// Derives ``StoreBinding``s from a store, with SwiftUI's spelling, where SwiftUI is not
  /// available: `@Bindable var store` makes `$store.field` a binding.
  ///
  /// ```swift
  /// struct SettingsScreen {
  ///   @Bindable var store: StoreOf<Settings>
  ///
  ///   func rename(to name: String) {
  ///     $store.displayName.wrappedValue = name
  ///   }
  /// }
  /// ```
  ///
  /// `$store.field` needs `Action: BindableAction` (or a bindable view action); for other
  /// fields, choose the action a write sends: `$store.isHapticsEnabled.sending(\.hapticsChanged)`.
  @propertyWrapper
  @dynamicMemberLookup
  public struct Bindable<Value: AnyObject> {
    /// The object bindings are derived from.
    public var wrappedValue: Value

    /// Wraps `wrappedValue`, for `@Bindable var store`.
    ///
    /// ```swift
    /// @Bindable var store: StoreOf<Settings>
    /// ```
    public init(wrappedValue: Value) {
      self.wrappedValue = wrappedValue
    }

    /// Wraps `wrappedValue`, for deriving bindings inline.
    ///
    /// ```swift
    /// Bindable(store).displayName.wrappedValue = "Blob"
    /// ```
    public init(_ wrappedValue: Value) {
      self.wrappedValue = wrappedValue
    }

    /// The wrapper itself, so `$store.field` derives bindings.
    public var projectedValue: Bindable<Value> {
      self
    }

    /// A binding to a settable property of the object.
    ///
    /// ```swift
    /// $store.displayName  // StoreBinding<String>
    /// ```
    @MainActor
    public subscript<Member>(
      dynamicMember keyPath: ReferenceWritableKeyPath<Value, Member>
    ) -> StoreBinding<Member> {
      let object = wrappedValue
      return StoreBinding(
        get: { object[keyPath: keyPath] },
        set: { object[keyPath: keyPath] = $0 }
      )
    }

    /// A field of a store's state, to be bound with `sending(_:)`.
    ///
    /// ```swift
    /// $store.isHapticsEnabled.sending(\.isHapticsEnabledChanged)
    /// ```
    // Disfavoured: where both apply, a field the store can write is a binding already, and
    // this one is chosen only for `.sending(_:)`.
    @MainActor
    @_disfavoredOverload
    public subscript<State, Action, Member>(
      dynamicMember keyPath: KeyPath<State, Member>
    ) -> _StoreBindable<State, Action, Member> where Value == Store<State, Action> {
      _StoreBindable(store: wrappedValue, keyPath: keyPath)
    }
  }

  /// A field of a store's state that becomes a binding once you say which action writes send.
  @MainActor
  public struct _StoreBindable<State, Action, Value> {
    let store: Store<State, Action>
    let keyPath: KeyPath<State, Value>

    /// A binding that reads the field and sends `action` with each new value.
    ///
    /// ```swift
    /// $store.isHapticsEnabled.sending(\.isHapticsEnabledChanged)
    /// ```
    public func sending(_ action: CaseKeyPath<Action, Value>) -> StoreBinding<Value> {
      let store = store
      let keyPath = keyPath
      return StoreBinding(
        get: { store.state[keyPath: keyPath] },
        set: { store.send(action($0)) }
      )
    }
  }
#endif
