import ComposableArchitecture

/// Where the results the user evaluated are kept.
@DependencyClient
public struct HistoryClient: Sendable {
  public var save: @Sendable (_ results: [Int]) async throws -> Void
}

extension HistoryClient: TestDependencyKey {
  public static let testValue = HistoryClient()
}

extension DependencyValues {
  public var history: HistoryClient {
    get { self[HistoryClient.self] }
    set { self[HistoryClient.self] = newValue }
  }
}
