import Synchronization

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
