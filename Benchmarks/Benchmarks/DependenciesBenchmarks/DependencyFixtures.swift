import Dependencies

// Shared with `InstructionBudgets` and `Comparison/` (linked there), so every measurement of a
// dependency read uses the same client.

struct Client: Sendable {
  var value: Int
}

extension Client: DependencyKey {
  static let liveValue = Client(value: 1)
}

extension DependencyValues {
  var client: Client {
    get { self[Client.self] }
    set { self[Client.self] = newValue }
  }
}

/// What `@Dependency` replaces: a value passed in by hand.
struct HandWiredFeature: Sendable {
  let client: Client
}

struct Feature: Sendable {
  @Dependency(\.client) var client
}
