import CasePaths
import CustomDump

/// Marks a field of a feature's state as one the view may write with a binding action: how
/// bindable fields were marked before `@ObservableState`, where every `var` is bindable.
///
/// ```swift
/// struct State: Equatable {
///   @BindingState var text = ""
/// }
/// // .binding(.set(\.$text, "Blob")), and in a reducer: case .binding(\.$text):
/// ```
@available(
  *, deprecated,
  message:
    "Derive bindings directly from stores using '@ObservableState'. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#BindingState"
)
@propertyWrapper
public struct BindingState<Value> {
  /// The field's value.
  public var wrappedValue: Value

  /// A bindable field holding `wrappedValue`.
  public init(wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }

  /// The field itself, for key paths to it: `\.$text`.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }
}

@available(*, deprecated)
extension BindingState: Equatable where Value: Equatable {}

@available(*, deprecated)
extension BindingState: Hashable where Value: Hashable {}

@available(*, deprecated)
extension BindingState: Sendable where Value: Sendable {}

@available(*, deprecated)
extension BindingState: Decodable where Value: Decodable {
  /// Decodes the value as the field's own, not wrapped in a container of its own.
  public init(from decoder: any Decoder) throws {
    self.init(wrappedValue: try Value(from: decoder))
  }
}

@available(*, deprecated)
extension BindingState: Encodable where Value: Encodable {
  /// Encodes the value as the field's own, not wrapped in a container of its own.
  public func encode(to encoder: any Encoder) throws {
    try wrappedValue.encode(to: encoder)
  }
}

@available(*, deprecated)
extension BindingState: CustomReflectable {
  /// The value's mirror: dumps and diffs show the value, not the wrapper.
  public var customMirror: Mirror {
    Mirror(reflecting: wrappedValue)
  }
}

@available(*, deprecated)
extension BindingState: CustomDumpRepresentable {
  /// The value, which dumps and diffs show in place of the wrapper.
  public var customDumpValue: Any {
    wrappedValue
  }
}

@available(*, deprecated)
extension BindingState: CustomDebugStringConvertible where Value: CustomDebugStringConvertible {
  /// The value's debug description.
  public var debugDescription: String {
    wrappedValue.debugDescription
  }
}

@available(
  *, deprecated,
  message:
    "Derive bindings directly from stores using '@ObservableState'. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#BindingState"
)
extension BindingAction {
  /// The action that sets the `@BindingState` field at `keyPath` to `value`.
  ///
  /// ```swift
  /// await store.send(.binding(.set(\.$text, "Blob")))
  /// ```
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<Root, BindingState<Value>>,
    _ value: Value
  ) -> Self {
    Self(storage: _SetBindingState(field: keyPath, newValue: value))
  }
}

@available(
  *, deprecated,
  message:
    "Derive bindings directly from stores using '@ObservableState'. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#BindingState"
)
extension BindableAction {
  /// The binding action that sets the `@BindingState` field at `keyPath` to `value`.
  ///
  /// ```swift
  /// await store.send(.set(\.$text, "Blob"))
  /// ```
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<State, BindingState<Value>>,
    _ value: Value
  ) -> Self {
    binding(.set(keyPath, value))
  }
}

@available(
  *, deprecated,
  message:
    "Derive bindings directly from stores using '@ObservableState'. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#BindingState"
)
extension BindingAction.AllCasePaths {
  /// The case path of the binding actions that set a `@BindingState` field: `\.binding.$text`.
  public subscript<Value: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<Root, BindingState<Value>>
  ) -> AnyCasePath<BindingAction, Value> {
    // Unsafe: a key path is immutable once formed, and the closures only compare it and hand it
    // on; Swift calls it non-Sendable only because a subscript component may hold a value that is.
    nonisolated(unsafe) let field = keyPath
    return AnyCasePath(
      embed: { .set(field, $0) },
      extract: { $0.keyPath == field ? $0.value as? Value : nil }
    )
  }
}

@available(*, deprecated)
extension BindingAction {
  /// `.set(keyPath, value)` as a view store's binding sends it for `actionType`: reported, as a
  /// store's settable field is, if no `BindingReducer` applies it.
  static func sent<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<Root, BindingState<Value>>, _ value: Value, as actionType: Any.Type
  ) -> Self {
    let action = Self.set(keyPath, value)
    action.storage.sentByStoreAs = actionType
    return action
  }
}

/// The storage of a binding action that sets a `@BindingState` field.
@available(*, deprecated)
final class _SetBindingState<Root, Value: Equatable & Sendable>: _BindingActionStorage<Root>,
  @unchecked Sendable
{
  let field: WritableKeyPath<Root, BindingState<Value>>
  let newValue: Value

  init(field: WritableKeyPath<Root, BindingState<Value>>, newValue: Value) {
    self.field = field
    self.newValue = newValue
  }

  override var keyPath: PartialKeyPath<Root> { field }

  override var value: any Equatable & Sendable { newValue }

  override func apply(to root: inout Root) {
    root[keyPath: field].wrappedValue = newValue
  }
}
