import Dependencies
import Foundation
import Testing

// `prepareDependencies` as upstream: changing a member of a dependency is not a late change, the
// context can be prepared, and a preparation inside a scope applies to that scope's context.

struct PrepareDependenciesTests {
  @Test func changingAMemberIsNotReportedAsALateChange() {
    prepareDependencies {
      $0.date.now = Date(timeIntervalSince1970: 1)
    }
    @Dependency(\.date.now) var now
    #expect(now == Date(timeIntervalSince1970: 1))
  }

  @Test func changingAnEndpointOfAClientIsNotReportedEither() async throws {
    prepareDependencies {
      $0.numberFact.fetch = { "\($0) prepared" }
    }
    @Dependency(\.numberFact) var numberFact
    #expect(try await numberFact.fetch(1) == "1 prepared")
  }

  @Test func preparingTheLiveContextSwitchesTheDefaults() async throws {
    prepareDependencies {
      $0.context = .live
    }
    @Dependency(\.context) var context
    @Dependency(\.numberFact) var numberFact
    #expect(context == .live)
    #expect(try await numberFact.fetch(2) == "2 is a live number.")
  }

  @Test func aPreparationInsideAScopeAppliesInThatScopesContext() {
    let greeting = withDependencies {
      $0.context = .preview
    } operation: {
      prepareDependencies {
        $0[GreetingKey.self] = "prepared for previews"
      }
      @Dependency(GreetingKey.self) var greeting
      return greeting
    }
    #expect(greeting == "prepared for previews")
  }
}

/// A key read only by the test above: values of the preview context are the process's, not one
/// test's.
private enum GreetingKey: DependencyKey {
  static let liveValue = "live"
  static let previewValue = "preview"
  static let testValue = "test"
}
