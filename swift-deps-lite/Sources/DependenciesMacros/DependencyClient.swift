@_exported import IssueReporting

/// Declares a dependency client: a struct of closures whose every endpoint, until a live or test
/// implementation replaces it, reports `Unimplemented: 'Client.endpoint'`.
///
/// ```swift
/// @DependencyClient
/// struct APIClient {
///   var fetchUser: @Sendable (_ id: Int) async throws -> User
///   var count: @Sendable () -> Int = { 0 }
/// }
///
/// extension APIClient: TestDependencyKey {
///   static let testValue = APIClient()
/// }
///
/// try await client.fetchUser(id: 42)   // labelled method calling the closure
/// ```
///
/// The macro adds a memberwise initializer whose closures default to unimplemented ones: a
/// throwing endpoint reports and throws ``Unimplemented``; an endpoint with a default value
/// reports and returns what the default returns; one that returns nothing or an optional reports
/// and returns nothing or `nil`. A non-throwing endpoint with a result needs a default value:
/// without one it is a compile error with a fix-it. Each `var` closure property becomes a
/// ``DependencyEndpoint(method:)``; mark one ``DependencyIgnored()`` to leave it alone. A `let`
/// closure is a parameter with no default, and a client with no endpoint gets no initializer.
@attached(member, names: named(init))
@attached(memberAttribute)
public macro DependencyClient() =
  #externalMacro(module: "DependenciesMacrosPlugin", type: "DependencyClientMacro")

/// A closure property of a ``DependencyClient()``, callable as a method with its argument labels
/// (`client.search(query:)` for `var search: @Sendable (_ query: String) async throws -> [Item]`),
/// or under another name with `method:`.
///
/// ```swift
/// @DependencyEndpoint(method: "fetch")
/// var fetchEndpoint: @Sendable (_ id: Int) async throws -> User
/// // client.fetch(id: 1)
/// ```
///
/// As upstream's, the closure is stored in `_name`, where it starts unimplemented, so a struct of
/// endpoints that is not a ``DependencyClient()`` keeps an `init()`.
@attached(accessor, names: named(init), named(get), named(set))
@attached(peer, names: overloaded, arbitrary)
public macro DependencyEndpoint(method: String = "") =
  #externalMacro(module: "DependenciesMacrosPlugin", type: "DependencyEndpointMacro")

/// Keeps a closure property of a ``DependencyClient()`` out of its endpoints: it is not made
/// unimplemented and gets no method.
///
/// ```swift
/// @DependencyIgnored
/// var now: @Sendable () -> Date = { Date() }
/// ```
@attached(peer)
public macro DependencyIgnored() =
  #externalMacro(module: "DependenciesMacrosPlugin", type: "DependencyIgnoredMacro")

/// Keeps a closure property out of `@DependencyClient`'s endpoints, as `@DependencyIgnored`
/// does: upstream's name for it.
@attached(peer)
public macro DependencyEndpointIgnored() =
  #externalMacro(module: "DependenciesMacrosPlugin", type: "DependencyEndpointIgnoredMacro")

/// The error an unimplemented ``DependencyClient()`` endpoint throws.
///
/// ```swift
/// do { _ = try await APIClient().fetchUser(id: 1) } catch let error as Unimplemented {
///   error.endpoint  // "APIClient.fetchUser"
/// }
/// ```
public struct Unimplemented: Error, Equatable, Sendable {
  /// The endpoint that was called, like `APIClient.fetchUser`.
  public let endpoint: String

  /// An error for the unimplemented `endpoint`.
  public init(_ endpoint: String) {
    self.endpoint = endpoint
  }
}
