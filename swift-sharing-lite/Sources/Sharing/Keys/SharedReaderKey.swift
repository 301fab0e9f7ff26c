/// A strategy for loading a shared value from, and subscribing to, an external system: the
/// read-only half of a persistence strategy.
///
/// Conform to it for storage your app may only read, like a remote configuration:
///
/// ```swift
/// struct RemoteConfigKey: SharedReaderKey {
///   var id: String { "remote-config" }
///   func load(context: LoadContext<Config>, continuation: LoadContinuation<Config>) {
///     Task { continuation.resume(with: await Result { try await fetchConfig() }.map { $0 }) }
///   }
///   func subscribe(
///     context: LoadContext<Config>, subscriber: SharedSubscriber<Config>
///   ) -> SharedSubscription {
///     SharedSubscription {}
///   }
/// }
///
/// extension SharedReaderKey where Self == RemoteConfigKey {
///   static var remoteConfig: Self { RemoteConfigKey() }
/// }
///
/// @SharedReader(.remoteConfig) var config = Config()
/// ```
///
/// Keys with equal ``id``s share one reference: every holder sees the same value.
public protocol SharedReaderKey<Value>: Sendable {
  /// The type of value the key loads.
  associatedtype Value: Sendable
  /// What makes two keys refer to the same storage.
  associatedtype ID: Hashable = Self

  /// Identifies the storage: keys with equal ids share a reference.
  var id: ID { get }

  /// Loads the value, resuming `continuation` exactly once (synchronously or later).
  ///
  /// `context` is ``LoadContext/initialValue(_:)`` when a reference is created, with the default
  /// to fall back on, and ``LoadContext/userInitiated`` when `$value.load()` is called.
  func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>)

  /// Starts listening for changes made outside the app's references (another process, another
  /// API), yielding each to `subscriber`, until the returned subscription is cancelled.
  func subscribe(
    context: LoadContext<Value>, subscriber: SharedSubscriber<Value>
  ) -> SharedSubscription
}

extension SharedReaderKey where ID == Self, Self: Hashable {
  /// A hashable key is its own id.
  public var id: Self { self }
}

/// A strategy for loading, subscribing to and saving a shared value: a full persistence strategy,
/// like ``AppStorageKey`` and ``FileStorageKey``.
///
/// ```swift
/// final class CustomSharedKey: SharedKey {
///   // load(context:continuation:) and subscribe(context:subscriber:) as for SharedReaderKey
///   func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
///     do { try store(value); continuation.resume() } catch { continuation.resume(throwing: error) }
///   }
/// }
/// ```
public protocol SharedKey<Value>: SharedReaderKey {
  /// Saves `value`, resuming `continuation` exactly once when done or failed.
  ///
  /// `context` is ``SaveContext/didSet`` after a mutation, ``SaveContext/userInitiated`` when
  /// `$value.save()` is called.
  func save(_ value: Value, context: SaveContext, continuation: SaveContinuation)
}
