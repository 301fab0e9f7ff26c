import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
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
