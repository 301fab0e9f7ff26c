import Foundation
import Observation
@_spi(Internals) import Sharing
import Synchronization
import Testing

// A key's failures are outcomes a test asserts on (`loadError`, `saveError`, the error `load()` and
// `save()` throw), not issues: in a test nothing is reported. Outside tests each failure is
// reported with what happened and where the error is kept.

private struct LoadFailure: Error {}
private struct SaveFailure: Error {}

/// A key the test drives: its subscriber, and its load and save continuations when held back.
private final class DrivenKey: SharedKey, @unchecked Sendable {
  let id = UUID()
  let failsLoads: Bool
  let holdsLoads: Bool
  let holdsSaves: Bool
  let subscriber = Mutex<SharedSubscriber<Int>?>(nil)
  let heldLoad = Mutex<LoadContinuation<Int>?>(nil)
  let heldSave = Mutex<SaveContinuation?>(nil)

  init(failsLoads: Bool = false, holdsLoads: Bool = false, holdsSaves: Bool = false) {
    self.failsLoads = failsLoads
    self.holdsLoads = holdsLoads
    self.holdsSaves = holdsSaves
  }

  func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
    if holdsLoads {
      heldLoad.withLock { $0 = continuation }
    } else if failsLoads {
      continuation.resume(throwing: LoadFailure())
    } else {
      continuation.resumeReturningInitialValue()
    }
  }

  func subscribe(context: LoadContext<Int>, subscriber: SharedSubscriber<Int>) -> SharedSubscription
  {
    self.subscriber.withLock { $0 = subscriber }
    return SharedSubscription {}
  }

  func save(_ value: Int, context: SaveContext, continuation: SaveContinuation) {
    if holdsSaves {
      heldSave.withLock { $0 = continuation }
    } else {
      continuation.resume(with: value < 0 ? .failure(SaveFailure()) : .success(()))
    }
  }

  func yield(_ result: Result<Int?, any Error>) {
    subscriber.withLock { $0 }?.yield(with: result)
  }
}

extension DrivenKey: CustomStringConvertible {
  var description: String { "DrivenKey()" }
}

struct StorageErrorTests {
  @Test func aFailedFirstLoadSetsLoadErrorAndReportsNothing() {
    @SharedReader(DrivenKey(failsLoads: true)) var count = 3
    #expect($count.loadError is LoadFailure)
    #expect(count == 3)
  }

  @Test func anExplicitLoadThrowsWhatTheKeyThrew() async {
    @SharedReader(DrivenKey(failsLoads: true)) var failed = 0
    await #expect(throws: LoadFailure.self) { try await $failed.load() }
    #expect($failed.loadError is LoadFailure)
    #expect(failed == 0)
  }

  @Test func requireThrowsWhatTheKeyThrew() async {
    await #expect(throws: LoadFailure.self) {
      _ = try await SharedReader(require: DrivenKey(failsLoads: true))
    }
  }

  @Test func anExplicitSaveThrowsAndSetsSaveError() async {
    let key = DrivenKey()
    @Shared(key) var count = -1
    await #expect(throws: SaveFailure.self) { try await $count.save() }
    #expect($count.saveError is SaveFailure)
  }

  @Test func aSubscriberErrorSetsLoadErrorUntilAValueArrives() {
    let key = DrivenKey()
    @SharedReader(key) var count = 0
    key.yield(.failure(LoadFailure()))
    #expect($count.loadError is LoadFailure)
    key.yield(.success(1))
    #expect(count == 1)
    #expect($count.loadError == nil)
  }

  @Test func aSaveErrorLastsUntilASaveSucceeds() {
    @Shared(DrivenKey()) var count = 0
    $count.withLock { $0 -= 1 }
    #expect($count.saveError is SaveFailure)
    $count.withLock { $0 += 1 }
    #expect($count.saveError == nil)
  }

  @Test func loadAndSaveErrorsInterplayAsUpstreams() {
    let key = DrivenKey()
    @Shared(key) var count = 0
    key.yield(.failure(LoadFailure()))
    #expect($count.loadError != nil)

    $count.withLock { $0 -= 1 }
    #expect($count.loadError != nil)
    #expect($count.saveError != nil)

    key.yield(.success(nil))
    #expect(count == 0)
    #expect($count.loadError == nil)
    #expect($count.saveError != nil)

    key.yield(.failure(LoadFailure()))
    #expect($count.loadError != nil)
    #expect($count.saveError != nil)

    // A successful save means storage holds the value: both errors are cleared.
    $count.withLock { $0 += 1 }
    #expect($count.loadError == nil)
    #expect($count.saveError == nil)
  }

  @Test func aLoadErrorLastsWhileAReloadIsUnderWay() async throws {
    let key = DrivenKey(holdsLoads: true)
    @SharedReader(key) var count = 0
    #expect($count.isLoading)
    key.heldLoad.withLock { $0?.resume(throwing: LoadFailure()) }
    #expect(!$count.isLoading)
    #expect($count.loadError is LoadFailure)

    key.heldLoad.withLock { $0 = nil }
    let reload = Task { [$count] in try await $count.load() }
    try await waitUntil { key.heldLoad.withLock { $0 != nil } }
    #expect($count.isLoading)
    #expect($count.loadError is LoadFailure)

    key.heldLoad.withLock { $0?.resume(returning: 42) }
    try await reload.value
    #expect(!$count.isLoading)
    #expect($count.loadError == nil)
    #expect(count == 42)
  }

  @Test func aSaveErrorLastsUntilTheNextSaveAnswers() {
    let key = DrivenKey(holdsSaves: true)
    @Shared(key) var count = 0
    $count.withLock { $0 += 1 }
    key.heldSave.withLock { $0?.resume(throwing: SaveFailure()) }
    #expect($count.saveError is SaveFailure)

    $count.withLock { $0 += 1 }
    #expect($count.saveError is SaveFailure)
    key.heldSave.withLock { $0?.resume() }
    #expect($count.saveError == nil)
  }

  @Test func loadErrorIsObservable() {
    let key = DrivenKey()
    @SharedReader(key) var count = 0
    let changed = Mutex(false)
    withObservationTracking {
      _ = $count.loadError
    } onChange: {
      changed.withLock { $0 = true }
    }
    key.yield(.failure(LoadFailure()))
    #expect(changed.withLock { $0 })
  }

  @Test func outsideTestsAFailureIsReportedWithWhereItsErrorIsKept() {
    _StorageErrorReporting.$reportsInTests.withValue(true) {
      withKnownIssue {
        @SharedReader(DrivenKey(failsLoads: true)) var count = 3
        #expect(count == 3)
      } matching: { issue in
        issue.description.contains(
          """
          Could not load Shared<Int>(DrivenKey()): LoadFailure()

          It keeps its current value, and '$value.loadError' holds the error.
          """)
      }
      withKnownIssue {
        @Shared(DrivenKey()) var count = 0
        $count.withLock { $0 = -1 }
      } matching: { issue in
        issue.description.contains(
          """
          Could not save Shared<Int>(DrivenKey()): SaveFailure()

          The change is kept in memory, and '$value.saveError' holds the error.
          """)
      }
    }
  }
}
