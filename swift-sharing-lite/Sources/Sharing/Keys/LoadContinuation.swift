import Dependencies

/// Receives the result of a key's ``SharedReaderKey/load(context:continuation:)``; resume it
/// exactly once.
///
/// ```swift
/// continuation.resume(returning: 42)        // the stored value
/// continuation.resumeReturningInitialValue() // storage is empty: keep the default
/// continuation.resume(throwing: error)       // sets `$value.loadError`
/// ```
///
/// Resuming twice is a reported issue, and only the first resume counts. A continuation released
/// without a resume is a reported issue too, and lets whoever waits on it go on with the value
/// unchanged, so `try await $value.load()` never hangs on a key that forgets to answer.
public struct LoadContinuation<Value: Sendable>: Sendable {
  private let callback: ContinuationCallback<Result<Value?, any Error>>

  /// A continuation that hands the key's answer to `callback`; `description` names the key in
  /// the issues a misuse reports.
  ///
  /// ```swift
  /// key.load(context: .userInitiated, continuation: LoadContinuation("\(key)") { result in
  ///   print(result)
  /// })
  /// ```
  public init(
    _ description: @autoclosure @escaping @Sendable () -> String = "",
    callback: @escaping @Sendable (Result<Value?, any Error>) -> Void
  ) {
    self.init(description, location: nil, callback)
  }

  init(
    _ description: @escaping @Sendable () -> String,
    location: _SourceLocation?,
    _ callback: @escaping @Sendable (Result<Value?, any Error>) -> Void
  ) {
    self.callback = ContinuationCallback(
      leakedResult: .success(nil), keyDescription: description, location: location,
      callback: callback)
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
