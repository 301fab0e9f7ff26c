import Dependencies
import DependenciesTestSupport
import Foundation
import Synchronization
import Testing

private enum LevelKey: TestDependencyKey {
  static let testValue = "default"
}

private struct Greeter: TestDependencyKey, Sendable {
  var greeting: String
  static let testValue = Greeter(greeting: "hello")
}

extension DependencyValues {
  fileprivate var level: String {
    get { self[LevelKey.self] }
    set { self[LevelKey.self] = newValue }
  }
}

@Suite(.dependency(\.level, "suite"))
struct DependenciesTraitTests {
  @Test func aSuiteOverrideIsSeenByItsTests() {
    @Dependency(\.level) var level
    #expect(level == "suite")
  }

  @Test(.dependency(\.level, "test"))
  func aTestOverrideWinsOverItsSuites() {
    @Dependency(\.level) var level
    #expect(level == "test")
  }

  @Test(.dependencies { $0.level = "closure" }, .dependency(Greeter(greeting: "hi")))
  func overridesCompose() {
    @Dependency(\.level) var level
    @Dependency(Greeter.self) var greeter
    #expect(level == "closure")
    #expect(greeter.greeting == "hi")
  }

  @Test(.dependency(\.level, "trait"))
  func aTestsOwnWithDependenciesWinsOverItsTraits() {
    withDependencies {
      $0.level = "scoped"
    } operation: {
      @Dependency(\.level) var level
      #expect(level == "scoped")
    }
    @Dependency(\.level) var level
    #expect(level == "trait")
  }

  @Test(.dependency(\.uuid, .incrementing), arguments: 0..<20)
  func statefulValuesStartAfreshAndNeverLeakBetweenParallelTests(index: Int) async {
    @Dependency(\.uuid) var uuid
    #expect(uuid() == UUID(0))
    await Task.yield()
    #expect(uuid() == UUID(1))
  }

  @Suite(.dependency(\.level, "nested"))
  struct Nested {
    @Test func theInnermostSuiteWins() {
      @Dependency(\.level) var level
      #expect(level == "nested")
    }
  }
}

@Test func aTestOutsideTheSuiteSeesTheDefault() {
  @Dependency(\.level) var level
  #expect(level == "default")
}

/// Counts its reads: a fresh one for each test that resolves it.
private final class ReadCounter: TestDependencyKey, Sendable {
  private let count = Mutex(0)
  static var testValue: ReadCounter { ReadCounter() }
  func next() -> Int {
    count.withLock {
      $0 += 1
      return $0
    }
  }
}

@Suite(.dependencies)
struct BareDependenciesTraitTests {
  @Test func firstTestStartsFresh() {
    @Dependency(ReadCounter.self) var counter
    #expect(counter.next() == 1)
  }

  @Test func secondTestStartsFresh() {
    @Dependency(ReadCounter.self) var counter
    #expect(counter.next() == 1)
  }
}

/// The outermost `.dependencies` or `.dependency` trait of a test case starts its test values:
/// the cases of a parameterized test never share a stateful one.
@Suite struct TraitsStartEachTestCaseFresh {
  @Test(.dependencies, arguments: 1...5)
  func eachCaseOfAParameterizedTestStartsFresh(_ argument: Int) {
    @Dependency(ReadCounter.self) var counter
    #expect(counter.next() == 1)
  }

  @Test(.dependency(\.level, "case"), arguments: 1...5)
  func anOverridingTraitStartsEachCaseFreshToo(_ argument: Int) {
    @Dependency(ReadCounter.self) var counter
    #expect(counter.next() == 1)
  }

  @Suite(.dependency(\.level, "suite"))
  struct UnderASuiteTrait {
    @Test(.dependencies, arguments: 1...3)
    func theSuitesOverridesStayAndTheCaseStartsFresh(_ argument: Int) {
      @Dependency(\.level) var level
      @Dependency(ReadCounter.self) var counter
      #expect(level == "suite")
      #expect(counter.next() == 1)
    }
  }
}
