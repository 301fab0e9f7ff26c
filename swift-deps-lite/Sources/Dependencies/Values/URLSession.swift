import Foundation

// Re-exported where URLSession lives apart from Foundation (Linux), so code written for Apple
// platforms, where Foundation has it, names `URLSession` with no other import.
#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif

extension DependencyValues {
  /// The URL session network requests use. Live: `URLSession.shared`. Tests must override it
  /// (or, better, the client built on it).
  ///
  /// ```swift
  /// @Dependency(\.urlSession) var urlSession
  /// let (data, _) = try await urlSession.data(from: url)
  /// ```
  public var urlSession: URLSession {
    get { self[URLSessionKey.self] }
    set { self[URLSessionKey.self] = newValue }
  }

  /// The key of ``urlSession``; it has no test value.
  public enum URLSessionKey: DependencyKey {
    public static var liveValue: URLSession { .shared }
  }
}
