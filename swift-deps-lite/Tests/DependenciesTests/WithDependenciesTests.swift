import Dependencies
import Foundation
import Testing

@Suite struct WithDependenciesTests {
  @Test func returnsTheOperationsResult() async throws {
    let sync = withDependencies {
      $0.greeter.greet = { "Hi \($0)" }
    } operation: {
      @Dependency(\.greeter) var greeter
      return greeter.greet("sync")
    }
    #expect(sync == "Hi sync")

    let async = try await withDependencies {
      $0.numberFact.fetch = { "\($0) overridden" }
    } operation: {
      @Dependency(\.numberFact) var numberFact
      return try await numberFact.fetch(4)
    }
    #expect(async == "4 overridden")
  }

  @Test func nestedScopesRestoreTheOuterValue() {
    @Dependency(\.greeter) var greeter
    withDependencies {
      $0.greeter.greet = { "outer \($0)" }
    } operation: {
      #expect(greeter.greet("a") == "outer a")
      withDependencies {
        $0.greeter.greet = { "inner \($0)" }
      } operation: {
        #expect(greeter.greet("b") == "inner b")
      }
      #expect(greeter.greet("c") == "outer c")
    }
    #expect(greeter.greet("d") == "Test hello, d!")
  }

  @Test func innerScopesStartFromTheOuterOnes() {
    withDependencies {
      $0.uuid = .constant(UUID(7))
    } operation: {
      withDependencies {
        $0.greeter.greet = { "inner \($0)" }
      } operation: {
        @Dependency(\.uuid) var uuid
        #expect(uuid() == UUID(7))
      }
    }
  }

  @Test func overridesSurviveIntoTasks() async {
    await withDependencies {
      $0.greeter.greet = { "task \($0)" }
    } operation: {
      let greeting = await Task {
        @Dependency(\.greeter) var greeter
        return greeter.greet("x")
      }.value
      #expect(greeting == "task x")
    }
  }

  @Test func escapedDependenciesSurviveOutsideTheScope() async {
    let continuation = withDependencies {
      $0.greeter.greet = { "escaped \($0)" }
    } operation: {
      withEscapedDependencies { $0 }
    }
    // Outside the scope the override is gone…
    @Dependency(\.greeter) var greeter
    #expect(greeter.greet("a") == "Test hello, a!")
    // …but the continuation restores it, synchronously and asynchronously, even from a detached
    // task that inherits no task locals.
    #expect(continuation.yield { greeter.greet("b") } == "escaped b")
    let detached = await Task.detached {
      await continuation.yield {
        await Task.yield()
        @Dependency(\.greeter) var greeter
        return greeter.greet("c")
      }
    }.value
    #expect(detached == "escaped c")
  }

  @Test func modelsKeepTheDependenciesTheyWereCreatedWith() async throws {
    let model = withDependencies {
      $0.uuid = .incrementing
      $0.numberFact.fetch = { "\($0) from the model's scope" }
    } operation: {
      FeatureModel()
    }
    #expect(model.id == UUID(0))
    // Read outside the scope, the captured overrides still apply.
    #expect(model.uuid() == UUID(1))
    let fact = try await model.numberFact.fetch(1)
    #expect(fact == "1 from the model's scope")
  }

  @Test func withDependenciesFromAModelInheritsItsOverrides() async throws {
    let parent = FeatureModel.created(factSuffix: "inherited", id: UUID(5))
    let child = withDependencies(from: parent) {
      $0.uuid = .constant(UUID(6))
    } operation: {
      FeatureModel()
    }
    #expect(child.id == UUID(6))
    let fact = try await child.numberFact.fetch(2)
    #expect(fact == "2 inherited")
  }

  @Test func asynchronousWorkFromAModelRunsWithItsOverridesAndTheChanges() async throws {
    let parent = FeatureModel.created(factSuffix: "inherited", id: UUID(5))
    let (fact, id) = try await withDependencies(from: parent) {
      $0.uuid = .constant(UUID(7))
    } operation: {
      @Dependency(\.numberFact) var numberFact
      @Dependency(\.uuid) var uuid
      return (try await numberFact.fetch(3), uuid())
    }
    #expect(fact == "3 inherited")
    #expect(id == UUID(7))
  }
}
