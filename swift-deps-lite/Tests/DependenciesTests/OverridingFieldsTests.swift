@_spi(Internals) import Dependencies
import Foundation
import Testing

private struct EndpointClient: DependencyKey {
  var fetch: @Sendable (Int) -> String
  static let liveValue = EndpointClient(fetch: { "live \($0)" })
}

extension DependencyValues {
  fileprivate var endpoint: EndpointClient {
    get { self[EndpointClient.self] }
    set { self[EndpointClient.self] = newValue }
  }
}

struct OverridingFieldsTests {
  @Test func changingOneFieldOfAClientWithoutATestValueIsNotAFailure() {
    let result = withDependencies {
      $0.endpoint.fetch = { "test \($0)" }
    } operation: {
      DependencyValues._current.endpoint.fetch(1)
    }
    #expect(result == "test 1")
  }

  @Test func aClientFirstResolvedByAnUpdateIsNotReportedOnItsNextReadAsUpstream() {
    withDependencies {
      $0.endpoint.fetch = { "test \($0)" }
    } operation: {
    }
    // Resolved silently by the update, then cached for the test, as upstream does.
    _ = DependencyValues._current.endpoint
  }

  @Test func aClientFirstReadPlainlyIsReported() {
    withKnownIssue {
      _ = DependencyValues._current.endpoint
    } matching: { issue in
      issue.description.contains("has no test implementation")
    }
  }
}

struct GeneratorCopyTests {
  @Test func aCopiedIncrementingGeneratorContinuesWithoutSharingState() {
    let generator = UUIDGenerator.incrementing
    _ = generator()
    let copy = generator._copy()
    #expect(copy() == UUID(1))
    #expect(copy() == UUID(2))
    #expect(generator() == UUID(1))
  }

  @Test func copyingDependenciesCopiesOnlyOverriddenGenerators() {
    var values = DependencyValues()
    values.uuid = .incrementing
    let copy = values._copyingGenerators()
    #expect(copy.uuid() == UUID(0))
    #expect(values.uuid() == UUID(0))
    #expect(DependencyValues()._copyingGenerators().context == DependencyValues().context)
    // A later copy continues from where the original is (each type's copier is found once and
    // kept: this copy uses it), and an override with no state of its own is kept as it is.
    values.date = .constant(Date(timeIntervalSince1970: 42))
    let later = values._copyingGenerators()
    #expect(later.uuid() == UUID(1))
    #expect(later.uuid() == UUID(2))
    #expect(values.uuid() == UUID(1))
    #expect(later.date.now == Date(timeIntervalSince1970: 42))
  }
}
