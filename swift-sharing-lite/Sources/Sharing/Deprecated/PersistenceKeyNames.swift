// The names of custom shared keys in TCA 1.10–1.14, before they moved to swift-sharing: code
// written then (`extension PersistenceKey where Self == PersistenceKeyDefault<…>`) builds, with
// upstream's deprecation messages saying what to write now.

/// `SharedKey`'s name before swift-sharing.
@available(*, deprecated, renamed: "SharedKey")
public typealias PersistenceKey = SharedKey

/// `SharedReaderKey`'s name before swift-sharing.
@available(*, deprecated, renamed: "SharedReaderKey")
public typealias PersistenceReaderKey = SharedReaderKey

/// A key with a default value, before `Base.Default`.
@available(*, deprecated, message: "Use 'Base.Default' instead of 'PersistenceKeyDefault<Base>'")
public typealias PersistenceKeyDefault = _SharedKeyDefault

extension _SharedKeyDefault {
  /// `key` with `value` as its default, before `Self[key, default: value]`.
  @available(
    *, deprecated, message: "Use the static subscript 'Self[key, default: value]', instead"
  )
  public init(_ key: Base, _ value: @autoclosure @escaping @Sendable () -> Base.Value) {
    self = Self[key, default: value()]
  }
}
