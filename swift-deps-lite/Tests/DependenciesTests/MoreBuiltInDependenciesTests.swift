import Dependencies
import Foundation
import Synchronization
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

private enum PreparedKey: TestDependencyKey {
  static let testValue = "test value"
}

extension DependencyValues {
  fileprivate var prepared: String {
    get { self[PreparedKey.self] }
    set { self[PreparedKey.self] = newValue }
  }
}

@Suite struct MoreBuiltInDependenciesTests {
  @Test func settingNowFixesTheDate() {
    let date = Date(timeIntervalSince1970: 42)
    withDependencies {
      $0.date.now = date
    } operation: {
      @Dependency(\.date.now) var now
      #expect(now == date)
    }
  }

  @Test func preparedDependenciesAreTheDefaultForTheRestOfTheTest() {
    prepareDependencies { $0.prepared = "prepared" }
    @Dependency(\.prepared) var prepared
    #expect(prepared == "prepared")
    withDependencies {
      $0.prepared = "scoped"
    } operation: {
      #expect(prepared == "scoped")
    }
    #expect(prepared == "prepared")
  }

  @Test func preparingADependencyThatWasReadIsAnIssue() {
    @Dependency(\.prepared) var prepared
    #expect(prepared == "test value")
    withKnownIssue {
      prepareDependencies { $0.prepared = "late" }
    } matching: { issue in
      issue.description.contains(
        "'prepareDependencies' changed 1 dependency that had already been read")
    }
  }

  @Test func fireAndForgetFinishesItsWorkBeforeReturningInTests() async {
    let done = LockedFlag()
    @Dependency(\.fireAndForget) var fireAndForget
    await fireAndForget { done.set() }
    #expect(done.isSet)
  }

  @Test func assertionsReportIssuesInTests() {
    @Dependency(\.assert) var assert
    @Dependency(\.assertionFailure) var assertionFailure
    assert(1 + 1 == 2, "arithmetic")
    withKnownIssue {
      assert(1 + 1 == 3, "arithmetic broke")
      assertionFailure("unreachable")
    } matching: { issue in
      issue.description.contains("arithmetic broke") || issue.description.contains("unreachable")
    }
  }

  @Test func openURLIsInjectable() async {
    let opened = LockedURLs()
    let result = await withDependencies {
      $0.openURL = OpenURLEffect { url in
        opened.append(url)
        return true
      }
    } operation: {
      @Dependency(\.openURL) var openURL
      return await openURL(URL(string: "https://example.com")!)
    }
    #expect(result)
    #expect(opened.urls == [URL(string: "https://example.com")!])
  }

  @Test func openURLURLSessionAndPreferredLocalesHaveNoTestValue() {
    withKnownIssue {
      @Dependency(\.urlSession) var urlSession
      @Dependency(\.preferredLocales) var preferredLocales
      @Dependency(\.openURL) var openURL
      _ = urlSession
      _ = preferredLocales
      _ = openURL
    } matching: { issue in
      issue.description.contains("has no test implementation")
    }
  }

  @Test func preferredLocalesCanBeOverridden() {
    withDependencies {
      $0.preferredLocales = [Locale(identifier: "fr_FR")]
    } operation: {
      @Dependency(\.preferredLocales) var preferredLocales
      #expect(preferredLocales.map(\.identifier) == ["fr_FR"])
    }
  }

  @Test func urlSessionIsSharedInTheLiveContext() {
    withDependencies {
      $0.context = .live
    } operation: {
      @Dependency(\.urlSession) var urlSession
      #expect(urlSession === URLSession.shared)
    }
  }

  @Test func withDependenciesFromAModelTakesATrailingOperation() {
    let parent = withDependencies {
      $0.prepared = "parent"
    } operation: {
      PreparedModel()
    }
    let child = withDependencies(from: parent) { PreparedModel() }
    #expect(child.prepared == "parent")
  }
}

private final class PreparedModel {
  @Dependency(\.prepared) var prepared
}

private final class LockedFlag: Sendable {
  private let flag = Mutex(false)
  var isSet: Bool { flag.withLock { $0 } }
  func set() { flag.withLock { $0 = true } }
}

private final class LockedURLs: Sendable {
  private let storage = Mutex<[URL]>([])
  var urls: [URL] { storage.withLock { $0 } }
  func append(_ url: URL) { storage.withLock { $0.append(url) } }
}
