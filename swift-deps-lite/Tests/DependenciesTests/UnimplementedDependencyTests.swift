import Dependencies
import Foundation
import Synchronization
import Testing

@Suite struct UnimplementedDependencyTests {
  @Test func keyPathAccessReportsTheSpecMessageAndContinues() {
    let declarationLine = #line + 1
    @Dependency(\.uuid) var uuid
    var generated: UUID?
    withKnownIssue {
      generated = uuid()
    } matching: { issue in
      let expected = """
        @Dependency(\\.uuid) has no test implementation, but was accessed from a test context:

        Location:
          DependenciesTests/UnimplementedDependencyTests.swift:\(declarationLine)
        Key:
          DependencyValues.UUIDGeneratorKey
        Value:
          UUIDGenerator

        Dependencies registered with the library are not allowed to use their default, live \
        implementations when run from tests.

        To fix, override 'uuid' with a test value. If you are using the Composable Architecture, \
        mutate the 'dependencies' property on your 'TestStore'. Otherwise, use 'withDependencies' \
        to define a scope for the override. If you'd like to provide a default value for all \
        tests, implement the 'testValue' requirement of the 'DependencyKey' protocol.
        """
      return issue.description.contains(expected)
    }
    // The test goes on with a working value.
    #expect(generated != nil)
  }

  @Test func typeKeyedAccessNamesTheDependency() {
    let declarationLine = #line + 1
    @Dependency(APIClient.self) var apiClient
    var baseURL: String?
    withKnownIssue {
      baseURL = apiClient.baseURL
    } matching: { issue in
      issue.description.contains(
        """
        @Dependency(APIClient.self) has no test implementation, but was accessed from a test \
        context:

        Location:
          DependenciesTests/UnimplementedDependencyTests.swift:\(declarationLine)
        Dependency:
          APIClient

        """
      )
        && issue.description.contains("To fix, override 'APIClient.self' with a test value.")
    }
    #expect(baseURL == "https://live.example")
  }

  @Test func accessWithoutTheWrapperStillReports() {
    withKnownIssue {
      _ = DependencyValues._current.apiClient
    } matching: { issue in
      issue.description.contains(
        "A dependency has no test implementation, but was accessed from a test context:"
      ) && issue.description.contains("Key:\n  APIClient\nValue:\n  APIClient")
    }
  }

  @Test func aMissingTestValueIsReportedOnceATest() {
    @Dependency(\.uuid) var uuid
    let reports = Mutex(0)
    withKnownIssue {
      _ = uuid()
      _ = uuid()
    } matching: { issue in
      let matches = issue.description.contains("@Dependency(\\.uuid) has no test implementation")
      if matches { reports.withLock { $0 += 1 } }
      return matches
    }
    #expect(reports.withLock { $0 } == 1)
  }

  @Test func existentialValuesAreNamedAsWritten() {
    @Dependency(\.continuousClock) var clock
    withKnownIssue {
      _ = clock.now
    } matching: { issue in
      issue.description.contains(
        "Key:\n  DependencyValues.ContinuousClockKey\nValue:\n  any Clock<Duration>\n"
      )
    }
  }

  @Test func builtInsHaveNoTestValue() {
    @Dependency(\.date) var date
    @Dependency(\.continuousClock) var clock
    @Dependency(\.calendar) var calendar
    withKnownIssue {
      _ = date.now
      _ = clock.now
      _ = calendar.identifier
    } matching: { issue in
      issue.description.contains("@Dependency(\\.date) has no test implementation")
        || issue.description.contains("@Dependency(\\.continuousClock) has no test implementation")
        || issue.description.contains("@Dependency(\\.calendar) has no test implementation")
    }
  }

  @Test func overriddenDependenciesDoNotReport() {
    withDependencies {
      $0.uuid = .incrementing
      $0.apiClient = APIClient(baseURL: "https://mock.example")
    } operation: {
      @Dependency(\.uuid) var uuid
      @Dependency(APIClient.self) var apiClient
      #expect(uuid() == UUID(0))
      #expect(apiClient.baseURL == "https://mock.example")
    }
  }
}
