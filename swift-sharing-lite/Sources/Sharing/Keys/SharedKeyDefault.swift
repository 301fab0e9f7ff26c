/// A key with a default value baked in, so declarations need neither a default nor a type.
///
/// ```swift
/// extension SharedReaderKey where Self == FileStorageKey<IdentifiedArrayOf<User>>.Default {
///   static var users: Self {
///     Self[.fileStorage(.users), default: []]
///   }
/// }
///
/// @Shared(.users) var users
/// ```
public struct _SharedKeyDefault<Base: SharedReaderKey>: SharedReaderKey {
  let base: Base
  let defaultValue: @Sendable () -> Base.Value

  /// `key`, with `value` as the default when its storage is empty.
  public static subscript(
    _ key: Base, default value: @autoclosure @escaping @Sendable () -> Base.Value
  ) -> Self {
    Self(base: key, defaultValue: value)
  }

  /// The default value, used when the key's storage is empty.
  ///
  /// ```swift
  /// SharedReaderKey.users.initialValue  // []
  /// ```
  public var initialValue: Base.Value { defaultValue() }

  /// What makes two keys share one reference.
  public var id: Base.ID { base.id }

  /// Loads the stored value, or keeps the initial one when storage has none.
  public func load(context: LoadContext<Base.Value>, continuation: LoadContinuation<Base.Value>) {
    base.load(context: context, continuation: continuation)
  }

  /// Delivers changes made to the storage from outside this app's references.
  public func subscribe(
    context: LoadContext<Base.Value>, subscriber: SharedSubscriber<Base.Value>
  ) -> SharedSubscription {
    base.subscribe(context: context, subscriber: subscriber)
  }
}

extension _SharedKeyDefault: SharedKey where Base: SharedKey {
  /// Writes `value` to the storage.
  public func save(_ value: Base.Value, context: SaveContext, continuation: SaveContinuation) {
    base.save(value, context: context, continuation: continuation)
  }
}

extension SharedReaderKey {
  /// This key with a default value: `Self[.fileStorage(.users), default: []]`.
  public typealias Default = _SharedKeyDefault<Self>
}
