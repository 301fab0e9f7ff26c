import Dependencies
import Foundation
import IdentifiedCollections
import Observation
import Sharing
import Synchronization
import Testing

// Patterns that once trapped (exclusivity conflicts, an index out of range) or could deadlock:
// each test runs the pattern, then checks the values, so passing proves the process survived.

private struct SyncUp: Equatable, Identifiable, Sendable {
  let id: Int
  var title: String
}

/// A feature's state holding one sync-up derived from the shared list, as a detail screen does.
private struct DetailState {
  @Shared var syncUp: SyncUp
}

private struct C: Equatable, Sendable {
  var value = 0
}

private struct B: Sendable {
  @Shared(.inMemory("c")) var c = C()
}

struct ReentrancyTests {
  @Test func aDerivedValueReadInsideItsParentsMutationSeesTheValueBeforeIt() throws {
    @Shared(.inMemory("syncUps")) var syncUps: IdentifiedArrayOf<SyncUp> = [
      SyncUp(id: 1, title: "Design"), SyncUp(id: 2, title: "Engineering"),
    ]
    let state = DetailState(syncUp: try #require(Shared($syncUps[id: 1])))

    // Upstream's SyncUps delete: the id is read from the derived value inside the parent's lock.
    $syncUps.withLock { _ = $0.remove(id: state.syncUp.id) }

    #expect(syncUps.ids == [2])
    #expect(state.syncUp == SyncUp(id: 1, title: "Design"))
  }

  @Test func aValueReadInsideItsOwnMutationIsTheValueBeforeIt() {
    @Shared(value: 1) var count
    let seen = $count.withLock { value -> Int in
      value += 10
      return count
    }
    #expect(seen == 1)
    #expect(count == 11)
  }

  @Test func anObserverReadingTheValueWhileItChangesSeesTheValueBeforeTheChange() {
    @Shared(.inMemory("observed")) var count = 0
    let seen = Mutex<[Int]>([])
    withObservationTracking {
      _ = count
    } onChange: { [$count] in
      seen.withLock { $0.append($count.wrappedValue) }
    }
    $count.withLock { $0 = 5 }
    #expect(seen.withLock { $0 } == [0])
    #expect(count == 5)
  }

  @Test func aDefaultThatDeclaresSharedStateOfItsOwn() {
    @Shared(.inMemory("b")) var b = B()
    #expect(b.c == C())
    b.$c.withLock { $0.value = 3 }
    @Shared(.inMemory("c")) var c = C()
    #expect(c.value == 3)
  }

  @Test func anElementTakenFromASharedArrayKeepsItsLastValueOnceRemoved() {
    @Shared(value: [1, 2, 3]) var counts
    let elements = Array($counts)
    #expect(elements.map(\.wrappedValue) == [1, 2, 3])

    $counts.withLock { _ = $0.removeLast() }

    #expect(counts == [1, 2])
    #expect(elements[2].wrappedValue == 3)
    elements[2].withLock { $0 += 1 }
    #expect(elements[2].wrappedValue == 4)
    #expect(counts == [1, 2])
    elements[0].withLock { $0 = 10 }
    #expect(counts == [10, 2])
  }

  @Test func anElementOfASharedIdentifiedArrayFollowsItsID() {
    @Shared(value: IdentifiedArray(uniqueElements: [1, 2, 3], id: \.self)) var counts
    let elements = Array($counts)

    $counts.withLock { _ = $0.removeLast() }
    #expect(elements[2].wrappedValue == 3)
    elements[2].withLock { $0 += 1 }
    #expect(elements[2].wrappedValue == 4)
    #expect(counts == IdentifiedArray(uniqueElements: [1, 2], id: \.self))

    $counts.withLock { _ = $0.remove(id: 1) }
    #expect(elements[1].wrappedValue == 2)
  }

  @Test func twoFirstReferencesOnTwoThreadsApplyExactlyOneDefault() async {
    let storage = InMemoryStorage()
    let defaultEvaluating = DispatchSemaphore(value: 0)
    let dependencyRegistered = DispatchSemaphore(value: 0)
    let outcome = Mutex<(declared: Int?, dependency: Int?, waitedInVain: Bool)>((nil, nil, false))

    let dependencies = withDependencies {
      $0.defaultInMemoryStorage = storage
    } operation: {
      withEscapedDependencies { $0 }
    }
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      let finished = Mutex(0)
      let finish: @Sendable () -> Void = {
        if finished.withLock({
          $0 += 1
          return $0
        }) == 2 {
          done.resume()
        }
      }
      // A declaration whose default takes a while: while it is evaluated, a dependency's
      // initializer declares the same key on another thread.
      Thread.detachNewThread {
        dependencies.yield {
          @Shared(.inMemory("count")) var count: Int = {
            defaultEvaluating.signal()
            let waitedInVain = dependencyRegistered.wait(timeout: .now() + 60) == .timedOut
            outcome.withLock { $0.waitedInVain = waitedInVain }
            return 2
          }()
          outcome.withLock { $0.declared = count }
        }
        finish()
      }
      Thread.detachNewThread {
        dependencies.yield {
          _ = defaultEvaluating.wait(timeout: .now() + 60)
          @Dependency(CountingClient.self) var client
          outcome.withLock { $0.dependency = client.count }
        }
        dependencyRegistered.signal()
        finish()
      }
    }

    let (declared, dependency, waitedInVain) = outcome.withLock { $0 }
    #expect(!waitedInVain, "the first default was evaluated under a lock the second needed")
    #expect(dependency == 1)
    #expect(declared == 1)
    withDependencies {
      $0.defaultInMemoryStorage = storage
    } operation: {
      @Shared(.inMemory("count")) var count = 0
      #expect(count == 1)
    }
  }
}

/// A dependency whose initializer declares shared state and changes it.
private struct CountingClient: TestDependencyKey {
  @Shared(.inMemory("count")) var count = 0
  init() {
    // Runs after the property's reference is registered, so the other declaration finds it.
    $count.withLock { $0 += 1 }
  }
  static var testValue: CountingClient { CountingClient() }
}

struct NestedMutationTests {
  @Test func aChangeInsideItsOwnWithLockIsReportedAsLost() {
    @Shared(.inMemory("nested")) var count = 0
    withKnownIssue {
      $count.withLock { outer in
        $count.withLock { $0 = 100 }
        outer += 1
      }
    } matching: { issue in
      issue.description.contains(
        """
        Shared<Int>(.inMemory("nested")) was changed inside its own 'withLock': the change is \
        lost when the outer 'withLock' returns and stores its copy of the value.
        """)
    }
    #expect(count == 1)
  }

  @Test func changingAnotherValueInsideWithLockIsFine() {
    @Shared(value: 0) var first
    @Shared(value: 0) var second
    $first.withLock { first in
      $second.withLock { $0 = 2 }
      first = 1
    }
    #expect(first == 1)
    #expect(second == 2)
  }
}
