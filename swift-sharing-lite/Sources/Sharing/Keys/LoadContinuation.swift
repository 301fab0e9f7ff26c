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
