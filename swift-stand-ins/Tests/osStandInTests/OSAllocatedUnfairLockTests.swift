import Testing
import osStandIn

/// The os stand-in's lock guards its state as Apple's does.
struct OSAllocatedUnfairLockTests {
  @Test
  func theLockHandsItsStateToOneBodyAtATime() async {
    let lock = OSAllocatedUnfairLock(initialState: 0)
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<100 { group.addTask { lock.withLock { $0 += 1 } } }
    }
    #expect(lock.withLock { $0 } == 100)
  }

  @Test
  func takingAndGivingBackTheLockGuardsWhatTheAppKeepsBesideIt() async {
    let lock = OSAllocatedUnfairLock()
    let guarded = Guarded()
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<100 {
        group.addTask {
          lock.lock()
          guarded.count += 1
          lock.unlock()
        }
      }
    }
    #expect(guarded.count == 100)
  }

  @Test
  func aStateThatIsNotSendableIsReachedUnchecked() {
    let lock = OSAllocatedUnfairLock(uncheckedState: Counter())
    lock.withLockUnchecked { $0.count += 2 }
    let counter = lock.withLockUnchecked { $0 }
    #expect(counter.count == 2)
  }

  @Test
  func copiesShareOneState() {
    let lock = OSAllocatedUnfairLock(initialState: [String]())
    let copy = lock
    copy.withLock { $0.append("from the copy") }
    #expect(lock.withLock { $0 } == ["from the copy"])
  }

  @Test
  func aHeldLockIsNotAvailable() {
    let lock = OSAllocatedUnfairLock()
    lock.lock()
    #expect(!lock.lockIfAvailable())
    lock.unlock()
    #expect(lock.lockIfAvailable())
    lock.unlock()
    #expect(lock.withLock { "ran" } == "ran")
  }

  @Test
  func aThrowingBodyGivesTheLockBack() {
    struct Refused: Error {}
    let lock = OSAllocatedUnfairLock(initialState: 1)
    #expect(throws: Refused.self) {
      try lock.withLock { (_: inout Int) throws -> Int in throw Refused() }
    }
    #expect(lock.lockIfAvailable())
    lock.unlock()
  }
}

/// A state that is not Sendable.
private final class Counter {
  var count = 0
}

/// A count the app guards with the lock's `lock()` and `unlock()`.
// Unchecked: `count` is only touched between the tested lock's `lock()` and `unlock()`.
private final class Guarded: @unchecked Sendable {
  var count = 0
}
