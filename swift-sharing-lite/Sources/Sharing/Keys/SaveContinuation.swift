import Dependencies

/// Receives the result of a key's ``SharedKey/save(_:context:continuation:)``; resume it exactly
/// once.
///
/// ```swift
/// do { try write(data); continuation.resume() } catch { continuation.resume(throwing: error) }
/// ```
///
/// Resuming twice is a reported issue, and only the first resume counts. A continuation released
/// without a resume is a reported issue too, and lets `try await $value.save()` return.
public struct SaveContinuation: Sendable {
  private let callback: ContinuationCallback<Result<Void, any Error>>

  /// A continuation that hands the key's answer to `callback`; `description` names the key in
  /// the issues a misuse reports.
  ///
  /// ```swift
  /// key.save(value, context: .userInitiated, continuation: SaveContinuation("\(key)") { result in
  ///   print(result)
  /// })
  /// ```
  public init(
    _ description: @autoclosure @escaping @Sendable () -> String = "",
    callback: @escaping @Sendable (Result<Void, any Error>) -> Void
  ) {
    self.init(description, location: nil, callback)
  }

  init(
    _ description: @escaping @Sendable () -> String,
    location: _SourceLocation?,
    _ callback: @escaping @Sendable (Result<Void, any Error>) -> Void
  ) {
    self.callback = ContinuationCallback(
      leakedResult: .success(()), keyDescription: description, location: location,
      callback: callback)
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
