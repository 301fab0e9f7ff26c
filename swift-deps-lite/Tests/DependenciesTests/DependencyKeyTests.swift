import Dependencies
import Testing

@Suite struct DependencyKeyTests {
  @Test func testContextIsDetected() {
    @Dependency(\.context) var context
    #expect(context == .test)
  }

  @Test func testsUseTheTestValue() async throws {
    @Dependency(\.numberFact) var numberFact
    @Dependency(\.greeter) var greeter
    #expect(try await numberFact.fetch(1) == "1 is a test number.")
    #expect(greeter.greet("Blob") == "Test hello, Blob!")
  }

  @Test func liveContextUsesTheLiveValue() async throws {
    try await withDependencies {
      $0.context = .live
    } operation: {
      @Dependency(\.numberFact) var numberFact
      @Dependency(\.greeter) var greeter
      let fact = try await numberFact.fetch(2)
      #expect(fact == "2 is a live number.")
      #expect(greeter.greet("Blob") == "Hello, Blob!")
    }
  }

  @Test func previewContextUsesThePreviewValue() async throws {
    try await withDependencies {
      $0.context = .preview
    } operation: {
      @Dependency(\.numberFact) var numberFact
      @Dependency(\.greeter) var greeter
      @Dependency(APIClient.self) var apiClient
      @Dependency(Analytics.self) var analytics
      let fact = try await numberFact.fetch(3)
      #expect(fact == "3 is a preview number.")
      // previewValue defaults to liveValue for a DependencyKey…
      #expect(greeter.greet("Blob") == "Hello, Blob!")
      #expect(apiClient.baseURL == "https://live.example")
      // …and to testValue for a TestDependencyKey.
      #expect(analytics.name == "test")
    }
  }

  @Test func liveContextFallsBackToTheTestValueOfAnInterfaceOnlyKey() {
    withDependencies {
      $0.context = .live
    } operation: {
      @Dependency(Analytics.self) var analytics
      #expect(analytics.name == "test")
    }
  }

  @Test func typeKeyedAccessNeedsNoDependencyValuesProperty() {
    @Dependency(Analytics.self) var analytics
    #expect(analytics.name == "test")
    withDependencies {
      $0[Analytics.self] = Analytics(name: "override")
    } operation: {
      #expect(analytics.name == "override")
    }
  }

  @Test func liveValuesAreCreatedOnceLazily() {
    withDependencies {
      $0.context = .live
    } operation: {
      @Dependency(\.lazy) var lazy
      let before = liveCreations.withLock { $0 }
      #expect(before == 0)
      let first = lazy
      let second = lazy
      #expect(first == 1)
      #expect(second == 1)
      #expect(liveCreations.withLock { $0 } == 1)
    }
  }
}
