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

  init(
    _ callback: @escaping @Sendable (Result<Value?, any Error>) -> Void,
    loading: @escaping @Sendable (Bool) -> Void = { _ in }
  ) {
    self.callback = callback
    self.loading = loading
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
}
