import Synchronization

/// Receives changes a key observes in its external system, from
/// ``SharedReaderKey/subscribe(context:subscriber:)``.
///
/// ```swift
/// subscriber.yield(newValue)             // the storage changed
/// subscriber.yieldReturningInitialValue() // the storage was emptied: back to the default
/// subscriber.yield(throwing: error)       // could not read it: sets `$value.loadError`
/// ```
public struct SharedSubscriber<Value: Sendable>: Sendable {
  private let callback: @Sendable (Result<Value?, any Error>) -> Void
  private let loading: @Sendable (Bool) -> Void

  /// A subscriber that hands each change to `callback`, and each loading state to `onLoading`.
  ///
  /// ```swift
  /// let subscription = key.subscribe(
  ///   context: .userInitiated,
  ///   subscriber: SharedSubscriber { result in print(result) }
  /// )
  /// ```
  public init(
    callback: @escaping @Sendable (Result<Value?, any Error>) -> Void,
    onLoading: (@Sendable (Bool) -> Void)? = nil
  ) {
    self.callback = callback
    self.loading = onLoading ?? { _ in }
  }

  /// Tells holders the external system is loading a new value (`$value.isLoading`), or is done.
  ///
  /// ```swift
  /// subscriber.yieldLoading()
  /// let value = try await fetch()
  /// subscriber.yield(value)  // also ends the loading
  /// ```
  public func yieldLoading(_ isLoading: Bool = true) {
    loading(isLoading)
  }

  /// Delivers a new value to every holder of the reference.
  public func yield(_ value: Value) {
    callback(.success(value))
  }

  /// Resets the value to the default the reference was created with.
  public func yieldReturningInitialValue() {
    callback(.success(nil))
  }

  /// Reports that the external value could not be read; kept in `$value.loadError`.
  public func yield(throwing error: any Error) {
    callback(.failure(error))
  }

  /// Delivers a new value, the initial value (`nil`), or an error.
  public func yield(with result: Result<Value?, any Error>) {
    callback(result)
  }
}
