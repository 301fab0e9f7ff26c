import Dependencies
import DependenciesMacros
import Testing

struct Greeter: Sendable {
  var greet: @Sendable (String) -> String
}

public protocol Counter: Sendable {
  var count: Int { get }
}
public struct FixedCounter: Counter {
  public var count: Int
}

extension DependencyValues {
  @DependencyEntry(liveValue: "live", previewValue: "preview") var greeting = "test"
  @DependencyEntry(liveValue: Greeter { "Hello, \($0)!" })
  var greeter = Greeter { "test \($0)" }
  @DependencyEntry public var counter: any Counter = FixedCounter(count: 1)
}

@Suite struct DependencyEntryTests {
  @Test func theInitialValueIsTheTestValueAndTheArgumentsTheOthers() {
    @Dependency(\.greeting) var greeting
    #expect(greeting == "test")
    withDependencies {
      $0.context = .live
    } operation: {
      @Dependency(\.greeting) var greeting
      #expect(greeting == "live")
    }
    withDependencies {
      $0.context = .preview
    } operation: {
      @Dependency(\.greeting) var greeting
      #expect(greeting == "preview")
    }
  }

  @Test func anEntryIsOverriddenAsAnyDependency() {
    withDependencies {
      $0.greeter = Greeter { "Hi, \($0)" }
      $0.counter = FixedCounter(count: 2)
    } operation: {
      @Dependency(\.greeter) var greeter
      @Dependency(\.counter) var counter
      #expect(greeter.greet("Blob") == "Hi, Blob")
      #expect(counter.count == 2)
    }
    @Dependency(\.counter) var counter
    #expect(counter.count == 1)
    #expect(DependencyValues.CounterKey.testValue.count == 1)
  }
}
