import Dependencies
import Foundation
import Testing

// Pieces of upstream's surface: `\.precondition`, `DependencyValues.live`/`.preview`/`.test`,
// `prepareDependencies` returning its closure's result, and `fireAndForget` reporting the errors
// of the work it awaits in tests.

private struct Failure: Error {}

struct MoreUpstreamSurfaceTests {
  @Test func preconditionIsAReportedIssueInTests() {
    @Dependency(\.precondition) var precondition
    precondition(true, "holds")
    withKnownIssue {
      precondition(false, "Must be true")
    } matching: { issue in
      issue.description.contains("Must be true")
    }
  }

  @Test func valuesOfAContextResolveThatContextsDefaults() async throws {
    let facts = try await withDependencies {
      $0 = .live
    } operation: {
      @Dependency(\.context) var context
      @Dependency(\.numberFact) var numberFact
      return (context, try await numberFact.fetch(1))
    }
    #expect(facts.0 == .live)
    #expect(facts.1 == "1 is a live number.")
    #expect(DependencyValues.preview.context == .preview)
    #expect(DependencyValues.test.context == .test)
    let preview = try await withDependencies {
      $0 = .preview
    } operation: {
      @Dependency(\.numberFact) var numberFact
      return try await numberFact.fetch(2)
    }
    #expect(preview == "2 is a preview number.")
  }

  @Test func prepareDependenciesReturnsTheClosuresResult() {
    let answer = prepareDependencies { _ in 42 }
    #expect(answer == 42)
  }

  @Test func fireAndForgetReportsAnErrorOfTheWorkItAwaits() async {
    @Dependency(\.fireAndForget) var fireAndForget
    await withKnownIssue {
      await fireAndForget { throw Failure() }
    } matching: { issue in
      issue.description.contains("Failure()")
    }
  }

  @Test func eachTestPostsToANotificationCenterOfItsOwn() {
    @Dependency(\.notificationCenter) var notificationCenter
    #expect(notificationCenter !== NotificationCenter.default)
    let received = LockIsolated(0)
    let name = Notification.Name("MoreUpstreamSurfaceTests.ping")
    let observer = notificationCenter.addObserver(forName: name, object: nil, queue: nil) { _ in
      received.withValue { $0 += 1 }
    }
    NotificationCenter.default.post(name: name, object: nil)
    notificationCenter.post(name: name, object: nil)
    notificationCenter.removeObserver(observer)
    #expect(received.value == 1)
    withDependencies {
      $0.context = .live
    } operation: {
      @Dependency(\.notificationCenter) var live
      #expect(live === NotificationCenter.default)
    }
  }

  @Test func darwinsTimeConstantsComeWithImportDependencies() {
    #expect(Duration.nanoseconds(2 * NSEC_PER_SEC) == .seconds(2))
    #expect(NSEC_PER_SEC / NSEC_PER_MSEC == 1_000)
  }

  @Test func fireAndForgetRunsItsWorkInATaskOfTheNameGiven() async {
    @Dependency(\.fireAndForget) var fireAndForget
    let name = LockIsolated<String?>(nil)
    await fireAndForget(name: "Track save") { name.setValue(Task.name) }
    #expect(name.value == "Track save")
  }
}

// Deprecated on purpose: these tests exercise the deprecated scoping functions.
@Suite struct DeprecatedScopingTests {
  @available(*, deprecated)
  @Test func theStaticScopingFunctionsOverrideDependenciesForTheirOperation() async {
    @Dependency(\.locale) var locale
    let french = Locale(identifier: "fr_FR")
    #expect(DependencyValues.withValue(\.locale, french) { locale } == french)
    #expect(DependencyValues.withValues({ $0.locale = french }, operation: { locale }) == french)
    let tested = await DependencyValues.withTestValues {
      $0.locale = french
    } assert: { () async in
      locale
    }
    #expect(tested == french)
    #expect(locale != french)
  }
}
