@_spi(Internals) import Dependencies
import Foundation
import Synchronization
import Testing

/// `DependencyValues()` (and `.test`) start test values no earlier read created, as upstream's
/// `withDependencies { $0 = DependencyValues() }` does.
@Suite struct FreshTestValuesTests {
  @Test func aNewDependencyValuesStartsFreshTestValues() {
    @Dependency(\.counter) var counter
    #expect(counter.increment() == 1)
    withDependencies {
      $0 = DependencyValues()
    } operation: {
      @Dependency(\.counter) var fresh
      #expect(fresh.increment() == 1)
      #expect(fresh.increment() == 2)
    }
    #expect(counter.increment() == 2)
  }

  @Test func theTestValuesStartFreshToo() {
    @Dependency(\.counter) var counter
    #expect(counter.increment() == 1)
    withDependencies {
      $0 = .test
    } operation: {
      @Dependency(\.counter) var fresh
      #expect(fresh.increment() == 1)
    }
  }

  @Test(arguments: 1...5)
  func eachArgumentThatResetsItsValuesStartsFresh(_ argument: Int) {
    withDependencies {
      $0 = DependencyValues()
    } operation: {
      @Dependency(\.counter) var counter
      #expect(counter.increment() == 1)
    }
  }

  @Test func aFieldOfAFreshValuesCanBeSetWithNoIssue() {
    let now = Date(timeIntervalSince1970: 1_234)
    withDependencies {
      $0 = DependencyValues()
      $0.date.now = now
    } operation: {
      @Dependency(\.date.now) var date
      #expect(date == now)
    }
  }

  @Test func aModelKeepsTheTestValuesItWasCreatedIn() {
    let model = withDependencies {
      $0 = DependencyValues()
    } operation: {
      CountingModel()
    }
    #expect(model.count() == 1)
    @Dependency(\.counter) var counter
    #expect(counter.increment() == 1)
    #expect(model.count() == 2)
  }

  @Test func aFreshStartKeepsTheOverridesOfItsScope() async throws {
    @Dependency(\.counter) var counter
    #expect(counter.increment() == 1)
    try await withDependencies {
      $0.numberFact.fetch = { "\($0) is overridden." }
    } operation: {
      try await withDependencies {
        $0._startFreshTestValues()
      } operation: {
        @Dependency(\.numberFact) var numberFact
        @Dependency(\.counter) var fresh
        #expect(fresh.increment() == 1)
        let fact = try await numberFact.fetch(1)
        #expect(fact == "1 is overridden.")
      }
    }
  }
}

private final class CountingModel {
  @Dependency(\.counter) var counter
  func count() -> Int { counter.increment() }
}

/// A default read first by many threads at once is created once, as upstream's is; a default
/// whose creation waits on its reader, directly or through another default, never hangs it.
@Suite struct DefaultCreationTests {
  @Test(.timeLimit(.minutes(1)))
  func aDefaultReadFirstByManyTasksAtOnceIsCreatedOnce() async {
    for _ in 1...200 {
      let probe = CreationProbe()
      await withDependencies {
        $0 = DependencyValues()
        $0[CreationProbe.self] = probe
      } operation: {
        await withTaskGroup(of: Void.self) { group in
          for _ in 1...50 {
            group.addTask {
              @Dependency(Counted.self) var counted
              _ = counted
            }
          }
        }
      }
      let creations = probe.creations(of: "counted")
      #expect(creations == 1)
      if creations != 1 { return }
    }
  }

  @Test(.timeLimit(.minutes(1)))
  func defaultsWaitingForEachOtherOnTwoThreadsGoOnAtOnce() async {
    let probe = CreationProbe()
    let dependencies = withDependencies {
      $0 = DependencyValues()
      $0[CreationProbe.self] = probe
    } operation: {
      withEscapedDependencies { $0 }
    }
    async let first = onNewThread {
      dependencies.yield {
        @Dependency(First.self) var first
        return first.label
      }
    }
    async let second = onNewThread {
      dependencies.yield {
        @Dependency(Second.self) var second
        return second.label
      }
    }
    let (firstLabel, secondLabel) = await (first, second)
    dependencies.yield {
      @Dependency(First.self) var first
      @Dependency(Second.self) var second
      #expect(firstLabel == first.label)
      #expect(secondLabel == second.label)
    }
    // Each waits for the other's value: one of them sees the cycle and creates the value it
    // waits for itself (no issue is reported, and no waiting out the patience).
    #expect(probe.creations(of: "first") + probe.creations(of: "second") == 3)
  }

  @Test(.timeLimit(.minutes(1)))
  func aCreationWaitingOnTheReaderIsReportedAndTheReaderGoesOn() {
    let probe = CreationProbe()
    let dependencies = withDependencies {
      $0 = DependencyValues()
      $0[CreationProbe.self] = probe
    } operation: {
      withEscapedDependencies { $0 }
    }
    let other = Mutex<Int?>(nil)
    let otherEnded = DispatchSemaphore(value: 0)
    var mine: Int?
    probe.held.lock()
    Thread.detachNewThread {
      dependencies.yield {
        @Dependency(Blocking.self) var value
        other.withLock { $0 = value.creation }
      }
      otherEnded.signal()
    }
    #expect(probe.started.wait(timeout: .now() + 60) == .success)
    withKnownIssue {
      DependencyValues.$_creationPatience.withValue(.milliseconds(200)) {
        dependencies.yield {
          @Dependency(Blocking.self) var value
          mine = value.creation
        }
      }
    } matching: { issue in
      issue.description.contains(
        "The default value of 'Blocking' has been in creation on another thread for 0.2 "
          + "seconds: its creation may be waiting for something this thread holds")
    }
    probe.held.unlock()
    #expect(mine == 2)
    #expect(otherEnded.wait(timeout: .now() + 60) == .success)
    #expect(other.withLock { $0 } == 2, "the first value stored is kept")
  }
}

private func onNewThread<Result: Sendable>(
  _ body: @escaping @Sendable () -> Result
) async -> Result {
  await withCheckedContinuation { continuation in
    Thread.detachNewThread { continuation.resume(returning: body()) }
  }
}

/// What the defaults below need, handed to them as a dependency (threads do not inherit task
/// locals): creation counts, and the signals and lock their first creations wait on.
private final class CreationProbe: TestDependencyKey, Sendable {
  static var testValue: CreationProbe { CreationProbe() }

  let firstStarted = DispatchSemaphore(value: 0)
  let secondStarted = DispatchSemaphore(value: 0)
  let started = DispatchSemaphore(value: 0)
  let held = NSLock()
  private let counts = Mutex<[String: Int]>([:])

  /// Counts a creation of `name`; its number, from 1.
  func created(_ name: String) -> Int {
    counts.withLock {
      $0[name, default: 0] += 1
      return $0[name]!
    }
  }

  func creations(of name: String) -> Int {
    counts.withLock { $0[name, default: 0] }
  }
}

private struct Counted: TestDependencyKey {
  static var testValue: Counted {
    @Dependency(CreationProbe.self) var probe
    _ = probe.created("counted")
    return Counted()
  }
}

/// Its first creation waits until `Second`'s has started, then reads `Second`.
private struct First: TestDependencyKey {
  var label: String
  static var testValue: First {
    @Dependency(CreationProbe.self) var probe
    let creation = probe.created("first")
    guard creation == 1 else { return First(label: "first #\(creation)") }
    probe.firstStarted.signal()
    _ = probe.secondStarted.wait(timeout: .now() + 60)
    @Dependency(Second.self) var second
    return First(label: "first #1, after \(second.label)")
  }
}

/// Its first creation waits until `First`'s has started, then reads `First`.
private struct Second: TestDependencyKey {
  var label: String
  static var testValue: Second {
    @Dependency(CreationProbe.self) var probe
    let creation = probe.created("second")
    guard creation == 1 else { return Second(label: "second #\(creation)") }
    probe.secondStarted.signal()
    _ = probe.firstStarted.wait(timeout: .now() + 60)
    @Dependency(First.self) var first
    return Second(label: "second #1, after \(first.label)")
  }
}

/// Its first creation blocks on a lock the reader holds.
private struct Blocking: TestDependencyKey {
  var creation: Int
  static var testValue: Blocking {
    @Dependency(CreationProbe.self) var probe
    let creation = probe.created("blocking")
    if creation == 1 {
      probe.started.signal()
      probe.held.lock()
      probe.held.unlock()
    }
    return Blocking(creation: creation)
  }
}
