import Dependencies
import Foundation
import Observation
@_spi(Internals) import Sharing
import Synchronization
import Testing

/// A key whose subscriber the test drives, and whose id is hashable but not sendable.
private struct FeedKey: SharedReaderKey {
  final class Identity: Hashable {
    let name: String
    init(name: String) { self.name = name }
    static func == (lhs: Identity, rhs: Identity) -> Bool { lhs.name == rhs.name }
    func hash(into hasher: inout Hasher) { hasher.combine(name) }
  }

  let name: String
  let feed: Feed

  var id: Identity { Identity(name: name) }

  func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
    continuation.resumeReturningInitialValue()
  }

  func subscribe(context: LoadContext<Int>, subscriber: SharedSubscriber<Int>) -> SharedSubscription
  {
    feed.subscriber.withLock { $0 = subscriber }
    return SharedSubscription {}
  }
}

private final class Feed: Sendable {
  let subscriber = Mutex<SharedSubscriber<Int>?>(nil)
}

/// A key that saves with `resume(with:)`.
private struct ResultKey: SharedKey {
  let saved: Saved
  var id: String { "result" }
  func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
    continuation.resumeReturningInitialValue()
  }
  func subscribe(context: LoadContext<Int>, subscriber: SharedSubscriber<Int>) -> SharedSubscription
  {
    SharedSubscription {}
  }
  func save(_ value: Int, context: SaveContext, continuation: SaveContinuation) {
    saved.values.withLock { $0.append(value) }
    continuation.resume(with: value < 0 ? .failure(NegativeValue()) : .success(()))
  }
}

private struct NegativeValue: Error {}

private final class Saved: Sendable {
  let values = Mutex<[Int]>([])
}

extension SharedReaderKey where Self == InMemoryKey<Int>.Default {
  fileprivate static var volume: Self { Self[.inMemory("volume"), default: 5] }
}

struct SharingParityTests {
  @Test func requireLoadsAStoredValueAndThrowsWithoutOne() async throws {
    await #expect(throws: SharedValueNotFound.self) {
      _ = try await Shared<Int>(require: .inMemory("missing"))
    }
    @Shared(.inMemory("present")) var present = 3
    let required = try await Shared<Int>(require: .inMemory("present"))
    #expect(required.wrappedValue == 3)
    let reader = try await SharedReader<Int>(require: .inMemory("present"))
    #expect(reader.wrappedValue == 3)
  }

  @Test func requireThrowsWhatTheStorageThrows() async {
    let url = URL(fileURLWithPath: "/corrupt.json")
    await withDependencies {
      let files = InMemoryFileSystem()
      files.simulateExternalWrite(Data("{ nope".utf8), to: url)
      $0.defaultFileStorage = .inMemory(files)
    } operation: {
      await #expect(throws: DecodingError.self) {
        _ = try await Shared<[String: Int]>(require: .fileStorage(url))
      }
    }
  }

  @Test func aSubscriberCanSayItIsLoading() {
    let feed = Feed()
    @SharedReader(FeedKey(name: "feed", feed: feed)) var value = 0
    let subscriber = feed.subscriber.withLock { $0 }
    subscriber?.yieldLoading()
    #expect($value.isLoading)
    subscriber?.yield(7)
    #expect(!$value.isLoading)
    #expect(value == 7)
  }

  @Test func aSaveCanResumeWithAResult() {
    let saved = Saved()
    @Shared(ResultKey(saved: saved)) var value = 0
    $value.withLock { $0 = 1 }
    #expect($value.saveError == nil)
    _StorageErrorReporting.$reportsInTests.withValue(true) {
      withKnownIssue {
        $value.withLock { $0 = -1 }
      } matching: { issue in
        issue.description.contains("Could not save")
      }
    }
    #expect($value.saveError is NegativeValue)
    #expect(saved.values.withLock { $0 } == [1, -1])
  }

  @Test func aKeyWithADefaultExposesItAndCanBeOverriddenByAReader() {
    let key: InMemoryKey<Int>.Default = .volume
    #expect(key.initialValue == 5)
    @SharedReader(.volume) var volume = 11
    #expect(volume == 11)
    @SharedReader(.volume) var again
    #expect(again == 11)
  }

  @Test func aSharedCollectionIteratesAsSharedElements() {
    @Shared(.inMemory("counts")) var counts = [1, 2, 3]
    let elements: [Shared<Int>] = Array($counts)
    #expect(elements.map(\.wrappedValue) == [1, 2, 3])
    for count in $counts {
      count.withLock { $0 *= 10 }
    }
    #expect(counts == [10, 20, 30])
    #expect($counts[1].wrappedValue == 20)
    #expect($counts.count == 3)
  }

  @Test func loadingAnotherKeySwitchesThisValueAndItsCopiesOnly() async throws {
    @Shared(.inMemory("b")) var stored = 2
    @SharedReader(.inMemory("a")) var items = 1
    @SharedReader(.inMemory("a")) var otherHolder = 1
    let copy = $items
    try await $items.load(.inMemory("b"))
    #expect(items == 2)
    #expect(copy.wrappedValue == 2)
    #expect(otherHolder == 1)
    $stored.withLock { $0 = 3 }
    #expect(items == 3)
  }

  @Test func aSharedValueWritesToTheKeyItLoaded() async throws {
    @Shared(.inMemory("first")) var value = 1
    try await $value.load(.inMemory("second"))
    $value.withLock { $0 = 5 }
    @Shared(.inMemory("second")) var second = 0
    @Shared(.inMemory("first")) var first = 0
    #expect(second == 5)
    #expect(first == 1)
  }

  @Test func loadingTellsObserversTheValueChanged() async throws {
    @Shared(.inMemory("other")) var other = 9
    @SharedReader(.inMemory("observed")) var observed = 0
    let changed = Mutex(false)
    withObservationTracking {
      _ = observed
    } onChange: {
      changed.withLock { $0 = true }
    }
    try await $observed.load(.inMemory("other"))
    #expect(changed.withLock { $0 })
    #expect(observed == 9)
  }

  @Test func aDerivedValueSwitchesAloneAndItsParentKeepsItsKey() async throws {
    @Shared(.inMemory("elsewhere")) var elsewhere = 7
    @Shared(.inMemory("pair")) var pair = Pair(first: 1, second: 2)
    let first = $pair.first
    try await first.load(.inMemory("elsewhere"))
    #expect(first.wrappedValue == 7)
    #expect(pair.first == 1)
    first.withLock { $0 = 8 }
    #expect(elsewhere == 8)
    #expect(pair.first == 1)
  }
}

private struct Pair: Equatable, Sendable {
  var first: Int
  var second: Int
}
