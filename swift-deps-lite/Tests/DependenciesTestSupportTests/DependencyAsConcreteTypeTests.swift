import Dependencies
import DependenciesTestSupport
import Testing

// `@Dependency(…, as: Concrete.self)`: a dependency declared as an existential, read as the
// concrete type a test installed.

private protocol Client: Sendable {
  var isLive: Bool { get }
}

private struct LiveClient: Client {
  var isLive: Bool { true }
}

private struct TestClient: Client {
  var isLive: Bool { false }
  var requests = 3
}

private enum ClientKey: TestDependencyKey {
  static var testValue: any Client { LiveClient() }
}

extension DependencyValues {
  fileprivate var client: any Client {
    get { self[ClientKey.self] }
    set { self[ClientKey.self] = newValue }
  }
}

@Suite(.dependencies { $0.client = TestClient() })
struct DependencyAsConcreteTypeTests {
  @Test func byKeyPath() {
    @Dependency(\.client, as: TestClient.self) var client
    #expect(client.requests == 3)
  }

  @Test func byKey() {
    @Dependency(ClientKey.self, as: TestClient.self) var client
    #expect(!client.isLive)
  }

  @Test func anotherTypeStopsTheTest() async {
    await #expect(processExitsWith: .failure) {
      withDependencies {
        $0.client = LiveClient()
      } operation: {
        @Dependency(\.client, as: TestClient.self) var client
        _ = client.requests
      }
    }
  }
}
