import Foundation
import IdentifiedCollections
import Observation
import Sharing
import Testing

// From upstream's documentation: SharingState: explicit shared state, the initialization rules, deriving, read-only state.

private struct ParentState {
  @Shared var count: Int
  var child: ChildState?
}

private struct ChildState {
  @Shared var count: Int
}

private struct OwnsItsCount {
  @Shared var count: Int
  init(count: Int) { self._count = Shared(count) }
}

private struct TakesACount {
  @Shared var count: Int
  init(count: Shared<Int>) { self._count = count }
}

private struct SignUpData: Equatable {
  var phoneNumber = ""
  var email = ""
}

private struct Todo: Identifiable, Equatable {
  let id: Int
  var title: String
}

struct SharedTests {
  @Test func aChildMutationIsSeenByTheParent() {
    var parent = ParentState(count: Shared(0))
    parent.child = ChildState(count: parent.$count)
    parent.child?.$count.withLock { $0 += 1 }
    #expect(parent.count == 1)
    parent.$count.withLock { $0 = 10 }
    #expect(parent.child?.count == 10)
  }

  @Test func theInitializationRules() {
    let owned = OwnsItsCount(count: 3)
    #expect(owned.count == 3)
    let taken = TakesACount(count: owned.$count)
    taken.$count.withLock { $0 = 4 }
    #expect(owned.count == 4)
  }

  @Test func bothInitializerSpellings() {
    #expect(Shared(1) == Shared(value: 1))
  }

  @Test func equalityIsByValueAndSharedIsNotHashable() {
    #expect(Shared(1) == Shared(1))
    #expect(Shared(1) != Shared(2))
    #expect(!(Shared<Int>.self is any Hashable.Type))
  }

  @Test func derivingAPartWritesThroughToTheWhole() {
    let signUpData = Shared(SignUpData())
    let phoneNumber: Shared<String> = signUpData.phoneNumber
    phoneNumber.withLock { $0 = "555-1234" }
    #expect(signUpData.wrappedValue.phoneNumber == "555-1234")
    signUpData.withLock { $0.phoneNumber = "555-0000" }
    #expect(phoneNumber.wrappedValue == "555-0000")
  }

  @Test func unwrappingAnElementOfASharedIdentifiedArray() {
    let todos = Shared<IdentifiedArrayOf<Todo>>([Todo(id: 1, title: "Milk")])
    #expect(Shared(todos[id: 2]) == nil)
    let todo = try! #require(Shared(todos[id: 1]))
    todo.withLock { $0.title = "Eggs" }
    #expect(todos.wrappedValue[id: 1]?.title == "Eggs")
    todos.withLock { $0[id: 1]?.title = "Bread" }
    #expect(todo.wrappedValue.title == "Bread")
    todos.withLock { _ = $0.remove(id: 1) }
    #expect(todo.wrappedValue.title == "Bread")
  }

  @Test func withLockReturnsItsResult() {
    let count = Shared(41)
    let result = count.withLock { value -> Int in
      value += 1
      return value * 2
    }
    #expect(result == 84)
  }

  @Test func aThousandConcurrentIncrementsAllLand() async {
    let count = Shared(0)
    await withTaskGroup(of: Void.self) { group in
      for _ in 1...1_000 {
        group.addTask { count.withLock { $0 += 1 } }
      }
    }
    #expect(count.wrappedValue == 1_000)
  }

  @Test func aReaderSeesChangesButCannotMakeThem() {
    let count = Shared(0)
    let reader = SharedReader(count)
    count.withLock { $0 = 5 }
    #expect(reader.wrappedValue == 5)
    #expect(count.reader.wrappedValue == 5)
    let constant = SharedReader.constant(42)
    #expect(constant.wrappedValue == 42)
  }

  @Test func sharedStateIsObservable() {
    let count = Shared(0)
    let changed = LockIsolatedFlag()
    withObservationTracking {
      _ = count.wrappedValue
    } onChange: {
      changed.set()
    }
    #expect(!changed.isSet)
    count.withLock { $0 += 1 }
    #expect(changed.isSet)
  }

  @Test func derivedStateIsObservable() {
    let signUpData = Shared(SignUpData())
    let changed = LockIsolatedFlag()
    withObservationTracking {
      _ = signUpData.phoneNumber.wrappedValue
    } onChange: {
      changed.set()
    }
    signUpData.withLock { $0.email = "blob@pointfree.co" }
    #expect(changed.isSet)
  }

  @Test func valuesStartWithTheCurrentValueThenEveryChange() async {
    let count = Shared(0)
    var iterator = count.values.makeAsyncIterator()
    #expect(await iterator.next() == 0)
    count.withLock { $0 = 1 }
    count.withLock { $0 = 2 }
    #expect(await iterator.next() == 1)
    #expect(await iterator.next() == 2)
  }
}

/// A flag set from an observation callback, which may run on any thread.
final class LockIsolatedFlag: Sendable {
  private let flag = NSLockedBool()
  func set() { flag.value = true }
  var isSet: Bool { flag.value }
}

final class NSLockedBool: @unchecked Sendable {
  private let lock = NSLock()
  private var _value = false
  var value: Bool {
    get { lock.withLock { _value } }
    set { lock.withLock { _value = newValue } }
  }
}

extension SharedReaderKey where Self == InMemoryKey<Bool>.Default {
  fileprivate static var isOn: Self {
    Self[.inMemory("isOn"), default: false]
  }
}

struct InMemoryDefaultTests {
  @Test func theDefaultOfTheFirstReferenceOutlivesItsLastReference() {
    do {
      @Shared(.inMemory("isOn")) var isOn = true
      #expect(isOn)
    }
    // The only reference is gone; a new one with another default finds the first one's.
    @Shared(.isOn) var isOn
    #expect(isOn)
  }

  @Test func aStoredValueWinsOverALaterDefault() {
    @Shared(.inMemory("count")) var count = 1
    $count.withLock { $0 = 2 }
    @Shared(.inMemory("count")) var other = 10
    #expect(other == 2)
  }
}
