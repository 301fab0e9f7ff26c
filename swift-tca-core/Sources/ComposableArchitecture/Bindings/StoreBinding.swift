import CasePaths

/// A value read and written through a store: what `$store.displayName` is in a SwiftUI view,
/// for front ends without SwiftUI (a terminal screen, a server-driven form, a test).
///
/// ```swift
/// @Bindable var store: StoreOf<Settings>
///
/// let name = $store.displayName       // StoreBinding<String>
/// name.wrappedValue                    // reads store.displayName
/// name.wrappedValue = "Blob"           // sends .binding(.set(\.displayName, "Blob"))
///
/// let haptics = $store.isHapticsEnabled.sending(\.isHapticsEnabledChanged)
/// haptics.wrappedValue = false         // sends .isHapticsEnabledChanged(false)
/// ```
///
/// Derive bindings to a field of the value (`binding.street`) or to the payload of one of its
/// cases (`binding[case: \.inStock]`).
@MainActor
@dynamicMemberLookup
public struct StoreBinding<Value> {
  private let read: @MainActor () -> Value
  private let write: @MainActor (Value) -> Void

  /// A binding that reads with `get` and writes with `set`.
  ///
  /// ```swift
  /// let count = StoreBinding(get: { store.count }, set: { store.send(.setCount($0)) })
  /// ```
  public init(
    get: @escaping @MainActor () -> Value,
    set: @escaping @MainActor (Value) -> Void
  ) {
    self.read = get
    self.write = set
  }

  /// A binding to a fixed value that ignores writes, for previews and tests.
  ///
  /// ```swift
  /// let name = StoreBinding.constant("Blob")
  /// ```
  public static func constant(_ value: Value) -> Self {
    Self(get: { value }, set: { _ in })
  }

  /// The current value; setting it writes through the binding.
  ///
  /// ```swift
  /// binding.wrappedValue = "Blob"
  /// ```
  public var wrappedValue: Value {
    get { read() }
    nonmutating set { write(newValue) }
  }

  /// A binding to a field of the value: writing it writes the whole value with the field changed.
  ///
  /// ```swift
  /// $store.address.street.wrappedValue = "Main St"
  /// ```
  public subscript<Member>(
    dynamicMember keyPath: WritableKeyPath<Value, Member>
  ) -> StoreBinding<Member> {
    StoreBinding<Member>(
      get: { read()[keyPath: keyPath] },
      set: { member in
        var value = read()
        value[keyPath: keyPath] = member
        write(value)
      }
    )
  }
}

extension StoreBinding where Value: CasePathable {
  /// A binding to the payload of one case of the value, or `nil` while the value is in
  /// another case. Writing it embeds the new payload in that case.
  ///
  /// ```swift
  /// if let quantity = $store.status[case: \.inStock] {
  ///   quantity.wrappedValue += 1  // sends .binding(.set(\.status, .inStock(quantity: n + 1)))
  /// }
  /// ```
  ///
  /// Once the value moves to another case, the binding reads the last payload it read or wrote.
  public subscript<Case>(case keyPath: CaseKeyPath<Value, Case>) -> StoreBinding<Case>? {
    let path = AnyCasePath(keyPath)
    guard let initial = path.extract(from: read()) else { return nil }
    let lastPayload = LastPayload(initial)
    return StoreBinding<Case>(
      get: {
        if let payload = path.extract(from: read()) { lastPayload.value = payload }
        return lastPayload.value
      },
      set: { payload in
        lastPayload.value = payload
        write(path.embed(payload))
      }
    )
  }
}

/// The last payload a case binding read or wrote, for reads after the value left the case.
@MainActor
private final class LastPayload<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}
