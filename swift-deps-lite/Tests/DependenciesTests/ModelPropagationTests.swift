import Dependencies
import Foundation
import Testing

// How `withDependencies(from:)` combines a model's dependencies with the current scope's, and
// which models can hand theirs on.

/// A model holding no `@Dependency` property: it can hand on only the dependencies of the
/// `withDependencies` scope that returned it.
private final class PlainModel {}

struct ModelPropagationTests {
  @Test func valuesSetInTheCurrentScopeWinOverTheModels() async throws {
    let parent = FeatureModel.created(factSuffix: "from the parent", id: UUID(1))
    let (fact, id) = withDependencies {
      $0.uuid = .constant(UUID(2))
    } operation: {
      withDependencies(from: parent) {
        @Dependency(\.uuid) var uuid
        @Dependency(\.numberFact) var numberFact
        return (numberFact, uuid())
      }
    }
    #expect(id == UUID(2))
    #expect(try await fact.fetch(1) == "1 from the parent")
  }

  @Test func theUpdateClosureWinsOverBoth() async throws {
    let parent = withDependencies {
      $0.uuid = .constant(UUID(1))
    } operation: {
      FeatureModel()
    }
    let id = await withDependencies {
      $0.uuid = .constant(UUID(2))
    } operation: {
      await withDependencies(from: parent) {
        $0.uuid = .constant(UUID(3))
      } operation: {
        @Dependency(\.uuid) var uuid
        await Task.yield()
        return uuid()
      }
    }
    #expect(id == UUID(3))
  }

  @Test func aModelReturnedFromAScopeHandsOnThatScope() {
    let parent = withDependencies {
      $0.uuid = .constant(UUID(4))
    } operation: {
      PlainModel()
    }
    let id = withDependencies(from: parent) {
      @Dependency(\.uuid) var uuid
      return uuid()
    }
    #expect(id == UUID(4))

    let child = withDependencies(from: parent) { PlainModel() }
    let grandchildID = withDependencies(from: child) {
      @Dependency(\.uuid) var uuid
      return uuid()
    }
    #expect(grandchildID == UUID(4))
  }

  @Test func aRememberedModelSurvivesTheSweepOfReleasedOnes() {
    let kept = withDependencies {
      $0.uuid = .constant(UUID(7))
    } operation: {
      PlainModel()
    }
    // Batches alive at once (a released model's address is reused by the next one), enough to
    // sweep the remembered models several times over.
    for _ in 1...5 {
      let batch = (1...100).map { _ in
        withDependencies {
          $0.uuid = .constant(UUID(8))
        } operation: {
          PlainModel()
        }
      }
      withExtendedLifetime(batch) {}
    }
    let id = withDependencies(from: kept) {
      @Dependency(\.uuid) var uuid
      return uuid()
    }
    #expect(id == UUID(7))
  }

  @Test func aModelWithNoDependenciesIsReported() {
    let orphan = PlainModel()
    withKnownIssue {
      let answer = withDependencies(from: orphan) {
        $0.uuid = .constant(UUID(9))
      } operation: {
        42
      }
      #expect(answer == 42)
    } matching: { issue in
      issue.description.contains(
        """
        You are trying to propagate dependencies to a child model from a model with no \
        dependencies. To fix this, the given 'PlainModel' must be returned from another \
        'withDependencies' closure, or the class must hold at least one '@Dependency' property.
        """)
    }
  }
}
