import Synchronization

/// Receives the result of a key's ``SharedReaderKey/load(context:continuation:)``; resume it once.
///
/// ```swift
/// continuation.resume(returning: 42)        // the stored value
/// continuation.resumeReturningInitialValue() // storage is empty: keep the default
/// continuation.resume(throwing: error)       // sets `$value.loadError`
/// ```
public struct LoadContinuation<Value: Sendable>: Sendable {
  private let callback: OnceCallback<Result<Value?, any Error>>

  init(_ callback: @escaping @Sendable (Result<Value?, any Error>) -> Void) {
    self.callback = OnceCallback(callback)
  }

  /// Finishes the load with `value`.
  public func resume(returning value: Value) {
    callback(.success(value))
  }

  /// Finishes the load keeping the current (initial) value: storage had none.
  public func resumeReturningInitialValue() {
    callback(.success(nil))
  }

  /// Finishes the load with an error, kept in `$value.loadError`; the value is unchanged.
  public func resume(throwing error: any Error) {
    callback(.failure(error))
  }

  /// Finishes the load with `result`; a `nil` value keeps the initial value.
  public func resume(with result: Result<Value?, any Error>) {
    callback(result)
  }
}

/// Receives the result of a key's ``SharedKey/save(_:context:continuation:)``; resume it once.
///
/// ```swift
/// do { try write(data); continuation.resume() } catch { continuation.resume(throwing: error) }
/// ```
public struct SaveContinuation: Sendable {
  private let callback: OnceCallback<Result<Void, any Error>>

  init(_ callback: @escaping @Sendable (Result<Void, any Error>) -> Void) {
    self.callback = OnceCallback(callback)
  }

  /// Finishes the save.
  public func resume() {
    callback(.success(()))
  }

  /// Finishes the save with an error, kept in `$value.saveError`.
  public func resume(throwing error: any Error) {
    callback(.failure(error))
  }

  /// Finishes the save with `result`.
  ///
  /// ```swift
  /// continuation.resume(with: Result { try write(data) })
  /// ```
  public func resume(with result: Result<Void, any Error>) {
    callback(result)
  }
}

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

/// A running subscription of a key to its external system; cancelled explicitly or when released.
///
/// ```swift
/// let watcher = startWatching()
/// return SharedSubscription { watcher.stop() }
/// ```
public final class SharedSubscription: Sendable {
  private let onCancel: Mutex<(@Sendable () -> Void)?>

  /// A subscription that runs `cancel` once, when cancelled or released.
  public init(_ cancel: @escaping @Sendable () -> Void) {
    self.onCancel = Mutex(cancel)
  }

  /// Stops the subscription; later calls do nothing.
  public func cancel() {
    let cancel = onCancel.withLock { onCancel in
      defer { onCancel = nil }
      return onCancel
    }
    cancel?()
  }

  deinit {
    cancel()
  }
}

/// A callback that runs at most once; later calls are ignored.
final class OnceCallback<Argument: Sendable>: Sendable {
  private let callback: Mutex<(@Sendable (Argument) -> Void)?>

  init(_ callback: @escaping @Sendable (Argument) -> Void) {
    self.callback = Mutex(callback)
  }

  func callAsFunction(_ argument: Argument) {
    let callback = self.callback.withLock { callback in
      defer { callback = nil }
      return callback
    }
    callback?(argument)
  }
}
