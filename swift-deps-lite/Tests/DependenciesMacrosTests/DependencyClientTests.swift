import Dependencies
import DependenciesMacros
import Testing

struct User: Equatable, Sendable {
  var id: Int
}

@DependencyClient
struct APIClient: Sendable {
  var fetchUser: @Sendable (_ id: Int) async throws -> User
  var count: @Sendable () -> Int = { 42 }
  var log: @Sendable (_ message: String) -> Void
  var lookup: @Sendable (Int) -> String?
  @DependencyEndpoint(method: "search")
  var searchEndpoint: @Sendable (_ query: String, _ limit: Int) async throws -> [String]
  @DependencyIgnored
  var version: @Sendable () -> Int = { 1 }
  var baseURL: String = "https://example.com"
  var cacheKey = "not a parameter: no type annotation"
}

extension APIClient: TestDependencyKey {
  static let testValue = APIClient()
}

extension DependencyValues {
  var apiClient: APIClient {
    get { self[APIClient.self] }
    set { self[APIClient.self] = newValue }
  }
}

/// The number-fact client of upstream's getting-started tutorial, declared with `@DependencyClient`.
@DependencyClient
struct NumberFactClient: Sendable {
  var fetch: @Sendable (Int) async throws -> String
}

extension NumberFactClient: DependencyKey {
  static let liveValue = NumberFactClient(fetch: { "\($0) is a good number." })
  static let testValue = NumberFactClient()
}

extension DependencyValues {
  var numberFact: NumberFactClient {
    get { self[NumberFactClient.self] }
    set { self[NumberFactClient.self] = newValue }
  }
}

/// isowords' dictionary client: an optional closure is a plain property, nil unless given.
@DependencyClient
struct DictionaryClient: Sendable {
  var contains: @Sendable (String) -> Bool = { _ in false }
  var lookup: (@Sendable (String) -> Int?)?
}

/// An endpoint on its own, as Darrarski.app declares its Mastodon API's: no client around it.
struct StatusesEndpoint: Sendable {
  @DependencyEndpoint
  var send: @Sendable (_ accountID: String) async throws -> [String]

  func callAsFunction(accountID: String) async throws -> [String] {
    try await send(accountID: accountID)
  }
}

/// A held-out app's client of one `let` closure: no endpoint, Swift's memberwise initializer,
/// and a dependency read through a key path to its closure.
@DependencyClient
struct DeviceClient: Sendable {
  let deviceID: @Sendable () async -> String
}

extension DeviceClient: TestDependencyKey {
  static let testValue = DeviceClient(deviceID: { "test-device" })
}

extension DependencyValues {
  var deviceClient: DeviceClient {
    get { self[DeviceClient.self] }
    set { self[DeviceClient.self] = newValue }
  }
}

/// A held-out app's calculator: endpoints run on the main actor, and so do their methods.
@DependencyClient
struct CalculatorClient: Sendable {
  var calculate: @MainActor @Sendable (_ amount: Int?) -> String = { _ in "none" }
}

struct DependencyClientTests {
  @MainActor
  @Test func anEndpointOnTheMainActorIsCalledThroughItsMethod() {
    let client = CalculatorClient(calculate: { "\($0 ?? 0)" })
    #expect(client.calculate(amount: 3) == "3")
  }

  @Test func aLetClosureIsReadThroughAKeyPathToIt() async {
    @Dependency(\.deviceClient.deviceID) var deviceID
    #expect(await deviceID() == "test-device")
    let other = withDependencies {
      $0.deviceClient = DeviceClient(deviceID: { "other" })
    } operation: {
      @Dependency(\.deviceClient.deviceID) var deviceID
      return deviceID
    }
    #expect(await other() == "other")
  }

  @Test func anOptionalPropertyWithNoValueDefaultsToNilInTheInitializer() {
    #expect(DictionaryClient().lookup == nil)
    let client = DictionaryClient(lookup: { $0.count })
    #expect(client.lookup?("isowords") == 8)
  }

  @Test func aStandaloneEndpointStartsUnimplementedAndKeepsTheTypesInit() async throws {
    let unimplemented = StatusesEndpoint()
    await withKnownIssue {
      await #expect(throws: Unimplemented("StatusesEndpoint.send")) {
        try await unimplemented(accountID: "darrarski")
      }
    } matching: { issue in
      issue.description.contains("Unimplemented: 'StatusesEndpoint.send'")
    }
    var endpoint = StatusesEndpoint()
    endpoint.send = { ["\($0): hello"] }
    #expect(try await endpoint(accountID: "darrarski") == ["darrarski: hello"])
    #expect(try await StatusesEndpoint(send: { _ in [] })(accountID: "x") == [])
  }

  @Test func anUnimplementedThrowingEndpointReportsItsNameAndThrows() async {
    let client = APIClient()
    await withKnownIssue {
      await #expect(throws: Unimplemented("APIClient.fetchUser")) {
        try await client.fetchUser(id: 1)
      }
    } matching: { issue in
      issue.description.contains("Unimplemented: 'APIClient.fetchUser'")
    }
  }

  @Test func anUnimplementedEndpointWithADefaultReportsAndReturnsTheDefault() {
    withKnownIssue {
      #expect(APIClient().count() == 42)
    } matching: { issue in
      issue.description.contains("Unimplemented: 'APIClient.count'")
    }
  }

  @Test func unimplementedVoidAndOptionalEndpointsReportAndReturnNothing() {
    let client = APIClient()
    withKnownIssue {
      client.log(message: "hello")
      #expect(client.lookup(1) == nil)
    } matching: { issue in
      issue.description.contains("Unimplemented: 'APIClient.log'")
        || issue.description.contains("Unimplemented: 'APIClient.lookup'")
    }
  }

  @Test func labelledMethodsCallTheClosures() async throws {
    let client = APIClient(
      fetchUser: { User(id: $0) },
      searchEndpoint: { query, limit in Array(repeating: query, count: limit) }
    )
    #expect(try await client.fetchUser(id: 7) == User(id: 7))
    #expect(try await client.fetchUser(3) == User(id: 3))
    #expect(try await client.search(query: "a", limit: 2) == ["a", "a"])
  }

  @Test func ignoredClosuresAndPlainPropertiesKeepTheirValues() {
    let client = APIClient(version: { 2 }, baseURL: "https://tca.lite")
    #expect(client.version() == 2)
    #expect(client.baseURL == "https://tca.lite")
    #expect(APIClient().version() == 1)
  }

  @Test func aTestOverridesOneEndpointOfTheTestValue() async throws {
    @Dependency(\.numberFact) var numberFact
    let fact = try await withDependencies {
      $0.numberFact.fetch = { "\($0) is the loneliest number." }
    } operation: {
      try await numberFact.fetch(1)
    }
    #expect(fact == "1 is the loneliest number.")
  }

  @Test func theTestValueOfAClientReportsTheEndpointATestForgotToOverride() async {
    @Dependency(\.numberFact) var numberFact
    await withKnownIssue {
      do {
        _ = try await numberFact.fetch(1)
        Issue.record("An unimplemented endpoint must throw")
      } catch {
        #expect(error as? Unimplemented == Unimplemented("NumberFactClient.fetch"))
      }
    } matching: { issue in
      issue.description.contains("Unimplemented: 'NumberFactClient.fetch'")
    }
  }
}
