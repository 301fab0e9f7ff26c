import CasePaths
import CustomDump

/// An action that sets one field of `Root` to a new value, for forms whose fields need no
/// logic of their own.
///
/// A feature collects all such writes in a single case of its ``BindableAction``, and
/// ``BindingReducer`` applies them:
///
/// ```swift
/// enum Action: BindableAction {
///   case binding(BindingAction<State>)
/// }
///
/// store.send(.binding(.set(\.displayName, "Blob")))
/// ```
///
/// Match a field with its key path, after `BindingReducer` has applied the new value:
///
/// ```swift
/// case .binding(\.displayName):
///   state.isNameValid = !state.displayName.isEmpty
///   return .none
/// ```
///
/// Case key paths go through it into the fields: `\.binding.displayName` names
/// `.binding(.set(\.displayName, _))`, so tests can write
/// `await store.send(\.binding.displayName, "Blob") { $0.displayName = "Blob" }`.
public struct BindingAction<Root>: CasePathable, Equatable, Sendable {
  @usableFromInline
  let storage: _BindingActionStorage<Root>

  @usableFromInline
  init(storage: _BindingActionStorage<Root>) {
    self.storage = storage
  }

  /// The field this action sets.
  public var keyPath: PartialKeyPath<Root> {
    storage.keyPath
  }

  /// The new value.
  public var value: any Equatable & Sendable {
    storage.value
  }

  /// An action that sets the field at `keyPath` to `value`.
  ///
  /// ```swift
  /// store.send(.binding(.set(\.displayName, "Blob")))
  /// ```
  @inlinable
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<Root, Value>,
    _ value: Value
  ) -> Self {
    Self(storage: _SetBinding(field: keyPath, newValue: value))
  }

  /// Writes the new value into `root`.
  ///
  /// ```swift
  /// BindingAction.set(\.displayName, "Blob").set(&state)  // state.displayName == "Blob"
  /// ```
  @inlinable
  public func set(_ root: inout Root) {
    storage.wasApplied = true
    storage.apply(to: &root)
  }

  /// Whether `bindingAction` sets the field at `keyPath`, for `case .binding(\.displayName):`.
  ///
  /// ```swift
  /// switch action {
  /// case .binding(\.displayName): …
  /// }
  /// ```
  public static func ~= <Value>(keyPath: WritableKeyPath<Root, Value>, bindingAction: Self) -> Bool
  {
    keyPath == bindingAction.keyPath
  }

  /// Two binding actions are equal when they set the same field to equal values.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.keyPath == rhs.keyPath && isEqual(lhs.value, rhs.value)
  }

  /// The case paths of a binding action: one per writable field of `Root`.
  @dynamicMemberLookup
  public struct AllCasePaths: Sendable {
    /// The binding action that sets the field at `keyPath`.
    ///
    /// ```swift
    /// await store.send(\.binding.displayName, "Blob") { $0.displayName = "Blob" }
    /// ```
    public subscript<Value: Equatable & Sendable>(
      dynamicMember keyPath: WritableKeyPath<Root, Value>
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

  /// The case paths of a binding action.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

private func isEqual<Value: Equatable>(_ value: Value, _ other: any Equatable) -> Bool {
  value == other as? Value
}

extension BindingAction: CustomDumpStringConvertible, CustomDebugStringConvertible {
  /// `.set(\.displayName, "Blob")`.
  public var customDumpDescription: String {
    ".set(\(fieldName), \(String(customDumping: value)))"
  }

  /// `.set(\.displayName, "Blob")`.
  public var debugDescription: String {
    customDumpDescription
  }

  /// The key path as written at the call site, `\.displayName`, without the root type.
  private var fieldName: String {
    let root = "\\\(Root.self)"
    var path = String(describing: keyPath)
    guard path.hasPrefix(root) else { return path }
    // Key paths to the computed properties of observable state print as `<computed 0x… (T)>`.
    for (field, name) in (Root.self as? any ObservableState.Type)?._$fieldNames ?? [] {
      let component = String(describing: field).dropFirst(root.count + 1)
      if component.hasPrefix("<computed") { path = path.replacing(component, with: name) }
    }
    return "\\" + path.dropFirst(root.count)
  }
}
