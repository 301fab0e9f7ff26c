import Dependencies
import Foundation
import IdentifiedCollections
@_spi(Internals) import Sharing
import Testing

// From upstream's documentation: SharingState › In-memory, Custom persistence, Type-safe keys; MigratingTo1.17.1 (errors and
// async in keys).

private struct User: Codable, Equatable, Identifiable, Sendable {
  let id: Int
  var name: String
}

extension SharedReaderKey where Self == InMemoryKey<IdentifiedArrayOf<User>> {
  fileprivate static var users: Self { inMemory("users") }
}

extension SharedReaderKey where Self == InMemoryKey<Int>.Default {
  fileprivate static var launchCount: Self { Self[.inMemory("launchCount"), default: 7] }
}

/// A key over a dictionary "server", with switches for failing and for answering later.
private final class FakeServer: @unchecked Sendable {
  let lock = NSLock()
  var values: [String: Int] = [:]
  var failLoads = false
  var failSaves = false
  var pendingLoads: [LoadContinuation<Int>] = []
  var deferLoads = false
  var loads = 0
  var subscribers: [SharedSubscriber<Int>] = []
  var saves: [Int] = []

  func push(_ value: Int, forKey key: String) {
    lock.withLock { values[key] = value }
    for subscriber in lock.withLock({ subscribers }) { subscriber.yield(value) }
  }
}

private struct ServerError: Error, Equatable {}

private struct ServerKey: SharedKey {
  let key: String
  let server: FakeServer

  var id: String { key }

  func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
    server.lock.lock()
    defer { server.lock.unlock() }
    server.loads += 1
    if server.deferLoads {
      server.pendingLoads.append(continuation)
    } else if server.failLoads {
      continuation.resume(throwing: ServerError())
    } else if let value = server.values[key] {
      continuation.resume(returning: value)
    } else {
      continuation.resumeReturningInitialValue()
    }
  }

  func subscribe(context: LoadContext<Int>, subscriber: SharedSubscriber<Int>) -> SharedSubscription
  {
    server.lock.withLock { server.subscribers.append(subscriber) }
    return SharedSubscription {}
  }

  func save(_ value: Int, context: SaveContext, continuation: SaveContinuation) {
    server.lock.lock()
    defer { server.lock.unlock() }
    if server.failSaves {
      continuation.resume(throwing: ServerError())
    } else {
      server.values[key] = value
      server.saves.append(value)
      continuation.resume()
    }
  }
}

struct KeyTests {
  @Test func oneInMemoryKeyIsOneValue() {
    @Shared(.inMemory("count")) var count = 0
    @Shared(.inMemory("count")) var sameCount = 0
    $count.withLock { $0 = 5 }
    #expect(sameCount == 5)
  }

  @Test func inMemoryValuesOutliveTheirHolders() {
    do {
      @Shared(.inMemory("outlives")) var count = 0
      $count.withLock { $0 = 3 }
    }
    @Shared(.inMemory("outlives")) var count = 0
    #expect(count == 3)
  }

  @Test func theDefaultIsEvaluatedOnlyWhenStorageIsEmpty() {
    @Shared(.inMemory("lazy")) var first = 1
    $first.withLock { $0 = 2 }
    var evaluated = false
    func expensiveDefault() -> Int {
      evaluated = true
      return 100
    }
    @Shared(.inMemory("lazy")) var second = expensiveDefault()
    #expect(second == 2)
    #expect(!evaluated)
  }

  @Test func theInitializationRuleForPersistedState() {
    struct State {
      @Shared var count: Int
      init(count: @autoclosure () -> Int) {
        self._count = Shared(wrappedValue: count(), .inMemory("rule3"))
      }
    }
    let state = State(count: 1)
    state.$count.withLock { $0 = 9 }
    #expect(State(count: 0).count == 9)
  }

  @Test func testsDoNotShareInMemoryStateFirst() {
    @Shared(.inMemory("isolated")) var count = 0
    #expect(count == 0)
    $count.withLock { $0 = 1 }
  }

  @Test func testsDoNotShareInMemoryStateSecond() {
    @Shared(.inMemory("isolated")) var count = 0
    #expect(count == 0)
    $count.withLock { $0 = 2 }
  }

  @Test func typeSafeKeys() {
    @Shared(.users) var users: IdentifiedArrayOf<User> = []
    $users.withLock { $0.append(User(id: 1, name: "Blob")) }
    @Shared(.users) var sameUsers: IdentifiedArrayOf<User> = []
    #expect(sameUsers.map(\.name) == ["Blob"])
  }

  @Test func keysWithADefaultNeedNoDefaultOrType() {
    @Shared(.launchCount) var launchCount
    #expect(launchCount == 7)
    $launchCount.withLock { $0 += 1 }
    @SharedReader(.launchCount) var readLaunchCount
    #expect(readLaunchCount == 8)
    @Shared(.inMemory("launchCount")) var plain = 0
    #expect(plain == 8)
  }

  @Test func aReaderOfAKeyFollowsWriters() {
    @SharedReader(.inMemory("flag")) var isOn = false
    @Shared(.inMemory("flag")) var writer = false
    $writer.withLock { $0 = true }
    #expect(isOn)
  }

  @Test func aCustomKeyLoadsSubscribesAndSaves() {
    let server = FakeServer()
    server.values["count"] = 10
    @Shared(ServerKey(key: "count", server: server)) var count = 0
    #expect(count == 10)
    $count.withLock { $0 = 11 }
    #expect(server.saves == [11])
    server.push(20, forKey: "count")
    #expect(count == 20)
    #expect(server.saves == [11])
  }

  @Test func aFailedLoadKeepsTheDefaultAndSetsLoadError() {
    let server = FakeServer()
    server.failLoads = true
    _StorageErrorReporting.$reportsInTests.withValue(true) {
      withKnownIssue {
        @Shared(ServerKey(key: "count", server: server)) var count = 3
        #expect(count == 3)
        #expect($count.loadError is ServerError)
      } matching: { issue in
        issue.description.contains("ServerError()") && issue.description.contains("holds the error")
      }
    }
  }

  @Test func aFailedSaveSetsSaveError() {
    let server = FakeServer()
    @Shared(ServerKey(key: "count", server: server)) var count = 0
    server.failSaves = true
    _StorageErrorReporting.$reportsInTests.withValue(true) {
      withKnownIssue {
        $count.withLock { $0 = 1 }
      } matching: { issue in
        issue.description.contains("ServerError()") && issue.description.contains("holds the error")
      }
    }
    #expect($count.saveError is ServerError)
    server.failSaves = false
    $count.withLock { $0 = 2 }
    #expect($count.saveError == nil)
  }

  @Test func anAsynchronousLoadIsLoadingUntilItAnswers() async throws {
    let server = FakeServer()
    server.deferLoads = true
    @Shared(ServerKey(key: "count", server: server)) var count = 0
    #expect($count.isLoading)
    #expect(count == 0)
    let pending = server.lock.withLock { server.pendingLoads.removeFirst() }
    pending.resume(returning: 5)
    #expect(!$count.isLoading)
    #expect(count == 5)

    server.deferLoads = false
    server.values["count"] = 6
    try await $count.load()
    #expect(count == 6)
  }

  @Test func requireLoadsOnce() async throws {
    // Upstream skips the initial load of the reference `require` makes: a second load that
    // waited on storage would keep it loading.
    let server = FakeServer()
    server.values["count"] = 3
    let count = try await Shared(require: ServerKey(key: "count", server: server))
    #expect(count.wrappedValue == 3)
    #expect(!count.isLoading)
    #expect(server.lock.withLock { server.loads } == 1)

    server.values["other"] = 4
    let reader = try await SharedReader(require: ServerKey(key: "other", server: server))
    #expect(reader.wrappedValue == 4)
    #expect(!reader.isLoading)
    #expect(server.lock.withLock { server.loads } == 2)
  }

  @Test func switchingKeysLoadsTheNewKeyOnce() async throws {
    let server = FakeServer()
    server.values["next"] = 8
    @Shared(.inMemory("first")) var count = 1
    try await $count.load(ServerKey(key: "next", server: server))
    #expect(count == 8)
    #expect(!$count.isLoading)
    #expect(server.lock.withLock { server.loads } == 1)
  }

  @Test func saveWritesNow() async throws {
    let server = FakeServer()
    @Shared(ServerKey(key: "count", server: server)) var count = 4
    try await $count.save()
    #expect(server.saves == [4])
  }

  @Test func aKeyUsedWithTwoTypesIsReported() {
    @Shared(.inMemory("typed")) var count = 0
    withKnownIssue {
      @Shared(.inMemory("typed")) var name = "Blob"
      #expect(name == "Blob")
    } matching: { issue in
      issue.description.contains("is already in use with a value of another type")
    }
    #expect(count == 0)
  }
}
