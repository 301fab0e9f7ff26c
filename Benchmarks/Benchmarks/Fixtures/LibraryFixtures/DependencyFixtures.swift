import Dependencies

// Shared with `InstructionBudgets` and `Comparison/` (linked there), so every measurement of a
// dependency read uses the same client.

public struct Client: Sendable {
  public var value: Int

  public init(value: Int) { self.value = value }
}

extension Client: DependencyKey {
  public static let liveValue = Client(value: 1)
}

extension DependencyValues {
  public var client: Client {
    get { self[Client.self] }
    set { self[Client.self] = newValue }
  }
}

/// What `@Dependency` replaces: a value passed in by hand.
public struct HandWiredFeature: Sendable {
  public let client: Client

  public init(client: Client) { self.client = client }
}

public struct Feature: Sendable {
  @Dependency(\.client) public var client

  public init() {}
}
