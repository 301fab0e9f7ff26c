import Dependencies
import Foundation
import Testing

@_spi(Internals) @testable import Sharing

// From upstream's documentation: SharingState › File storage, Testing when using persistence, UI Testing; MigratingTo1.10,
// MigratingTo1.12 (custom coding).

private struct User: Codable, Equatable, Sendable {
  var name: String
}

private let usersURL = URL(fileURLWithPath: "/tmp/tca-lite/users.json")

struct FileStorageTests {
  @Test func changesAreSavedAsJSON() throws {
    @Dependency(\.defaultFileStorage) var storage
    let files = InMemoryFileSystem()
    try withDependencies {
      $0.defaultFileStorage = .inMemory(files)
    } operation: {
      @Shared(.fileStorage(usersURL)) var users: [User] = []
      $users.withLock { $0.append(User(name: "Blob")) }
      let data = try #require(files.contents(of: usersURL))
      #expect(try JSONDecoder().decode([User].self, from: data) == [User(name: "Blob")])
    }
  }

  @Test func anExistingFileWinsOverTheDefault() {
    let files = InMemoryFileSystem()
    files.simulateExternalWrite(Data(#"[{"name":"Blob"}]"#.utf8), to: usersURL)
    withDependencies {
      $0.defaultFileStorage = .inMemory(files)
    } operation: {
      var evaluated = false
      func makeDefault() -> [User] {
        evaluated = true
        return []
      }
      @Shared(.fileStorage(usersURL)) var users: [User] = makeDefault()
      #expect(users == [User(name: "Blob")])
      #expect(!evaluated)
    }
  }

  @Test func writesAreCoalescedToOnePerSecond() async throws {
    let files = InMemoryFileSystem()
    let clock = ManualClock()
    try await withDependencies {
      $0.defaultFileStorage = .inMemory(files, clock: clock)
    } operation: {
      @Shared(.fileStorage(usersURL)) var count = 0
      $count.withLock { $0 = 1 }
      #expect(files.writeCount(to: usersURL) == 1)
      for value in 2...4 { $count.withLock { $0 = value } }
      #expect(files.writeCount(to: usersURL) == 1)
      // The second ends when the clock says so; the latest value is written then.
      try await waitUntil { clock.sleepers == 1 }
      clock.fire()
      try await waitUntil { files.writeCount(to: usersURL) == 2 }
      #expect(files.contents(of: usersURL) == Data("4".utf8))
      // A quiet second: the next change is written at once.
      try await waitUntil { clock.sleepers == 1 }
      clock.fire()
      try await waitUntil { clock.sleepers == 0 }
      $count.withLock { $0 = 5 }
      try await waitUntil { files.writeCount(to: usersURL) == 3 }
    }
  }

  @Test func saveWritesAPendingChangeAtOnce() async throws {
    let files = InMemoryFileSystem()
    try await withDependencies {
      $0.defaultFileStorage = .inMemory(files, clock: ManualClock())
    } operation: {
      @Shared(.fileStorage(usersURL)) var count = 0
      $count.withLock { $0 = 1 }
      $count.withLock { $0 = 2 }
      #expect(files.writeCount(to: usersURL) == 1)
      try await $count.save()
      #expect(files.writeCount(to: usersURL) == 2)
      #expect(files.contents(of: usersURL) == Data("2".utf8))
    }
  }

  /// Another thread reading the file for a change event while this process replaces it may see
  /// the bytes from before the write; that read must not undo the newer value.
  @Test func aReadOverlappingOurOwnWriteDoesNotUndoIt() async throws {
    let files = InMemoryFileSystem()
    let overlap = OverlappingRead()
    let storage = FileStorage(
      id: ObjectIdentifier(files),
      load: { url in
        let data = try files.read(url)
        overlap.readDidStart()
        return data
      },
      save: { data, url in
        overlap.deliverChangeEventOnAnotherThread()
        try files.save(data, to: url)
      },
      copyAside: { try files.copy($0, to: $1) },
      watch: { url, onChange in
        overlap.onChange.withLock { $0 = onChange }
        return files.watch(url, onChange: onChange)
      },
      clock: ManualClock()
    )
    try await withDependencies {
      $0.defaultFileStorage = storage
    } operation: {
      @Shared(.fileStorage(usersURL)) var count = 0
      $count.withLock { $0 = 1 }
      overlap.arm()
      $count.withLock { $0 = 2 }
      try await $count.save()
      overlap.finish()
      #expect(count == 2)
      #expect(files.contents(of: usersURL) == Data("2".utf8))
    }
  }

  @Test func releasingTheLastHolderFlushesThePendingChange() {
    let files = InMemoryFileSystem()
    withDependencies {
      $0.defaultFileStorage = .inMemory(files, clock: ManualClock())
    } operation: {
      do {
        @Shared(.fileStorage(usersURL)) var count = 0
        $count.withLock { $0 = 1 }
        $count.withLock { $0 = 2 }
      }
      #expect(files.contents(of: usersURL) == Data("2".utf8))
    }
  }

  @Test func aChangedFileReachesEveryHolder() {
    let files = InMemoryFileSystem()
    withDependencies {
      $0.defaultFileStorage = .inMemory(files)
    } operation: {
      @Shared(.fileStorage(usersURL)) var users: [User] = []
      @SharedReader(.fileStorage(usersURL)) var readUsers: [User] = []
      files.simulateExternalWrite(Data(#"[{"name":"Blob Jr."}]"#.utf8), to: usersURL)
      #expect(users == [User(name: "Blob Jr.")])
      #expect(readUsers == [User(name: "Blob Jr.")])
      files.simulateExternalWrite(nil, to: usersURL)
      #expect(users == [])
    }
  }

  /// A deletion can arrive as more than one change event (the file system's watcher reports the
  /// last write and the removal separately): the late one must not undo a change made after the
  /// value went back to its default.
  @Test func aDeletionReportedTwiceResetsTheValueOnce() async throws {
    let files = InMemoryFileSystem()
    try await withDependencies {
      $0.defaultFileStorage = .inMemory(files, clock: ManualClock())
    } operation: {
      @Shared(.fileStorage(usersURL)) var count = 0
      $count.withLock { $0 = 5 }
      files.simulateExternalWrite(nil, to: usersURL)
      #expect(count == 0)
      $count.withLock { $0 = 7 }
      files.simulateExternalWrite(nil, to: usersURL)
      #expect(count == 7)
      try await $count.save()
      #expect(files.contents(of: usersURL) == Data("7".utf8))
    }
  }

  @Test func aCorruptFileKeepsTheDefaultAndIsNeverOverwrittenSilently() throws {
    let files = InMemoryFileSystem()
    let corrupt = Data("not json".utf8)
    files.simulateExternalWrite(corrupt, to: usersURL)
    try withDependencies {
      $0.defaultFileStorage = .inMemory(files)
    } operation: {
      var users: Shared<[User]>!
      _StorageErrorReporting.$reportsInTests.withValue(true) {
        withKnownIssue {
          users = Shared(wrappedValue: [User(name: "Default")], .fileStorage(usersURL))
        } matching: { issue in
          issue.description.contains(
            "Could not load Shared<Array<User>>(.fileStorage(file:///tmp/tca-lite/users.json))")
        }
      }
      #expect(users.wrappedValue == [User(name: "Default")])
      #expect(users.loadError is DecodingError)
      #expect(files.contents(of: usersURL) == corrupt)

      users.withLock { $0.append(User(name: "Blob")) }
      let aside = try #require(
        files.files.first { $0.key.lastPathComponent.hasPrefix("users.json.corrupt-") })
      #expect(aside.value == corrupt)
      let saved = try #require(files.contents(of: usersURL))
      #expect(
        try JSONDecoder().decode([User].self, from: saved)
          == [User(name: "Default"), User(name: "Blob")])
    }
  }

  @Test func anUnwritableFileSetsSaveErrorWithoutCrashing() {
    let files = InMemoryFileSystem()
    files.makeUnwritable(usersURL)
    withDependencies {
      $0.defaultFileStorage = .inMemory(files)
    } operation: {
      @Shared(.fileStorage(usersURL)) var count = 0
      _StorageErrorReporting.$reportsInTests.withValue(true) {
        withKnownIssue {
          $count.withLock { $0 = 1 }
        } matching: { issue in
          issue.description.contains("Could not save")
        }
      }
      #expect($count.saveError != nil)
      #expect(count == 1)
    }
  }

  @Test func customCoding() throws {
    let files = InMemoryFileSystem()
    let encoder = JSONEncoder()
    encoder.outputFormatting = .prettyPrinted
    withDependencies {
      $0.defaultFileStorage = .inMemory(files)
    } operation: {
      @Shared(.fileStorage(usersURL, decoder: JSONDecoder(), encoder: encoder))
      var users: [User] = []
      $users.withLock { $0 = [User(name: "Blob")] }
      #expect(String(decoding: files.contents(of: usersURL)!, as: UTF8.self).contains("\n"))

      let notes = URL(fileURLWithPath: "/tmp/tca-lite/notes.txt")
      let decode: @Sendable (Data) -> String = { String(decoding: $0, as: UTF8.self) }
      let encode: @Sendable (String) -> Data = { Data($0.utf8) }
      @Shared(.fileStorage(notes, decode: decode, encode: encode)) var text = ""
      $text.withLock { $0 = "Hello" }
      #expect(files.contents(of: notes) == Data("Hello".utf8))
    }
  }

  @Test func testsUseAnInMemoryFileSystemByDefault() {
    @Shared(.fileStorage(URL(fileURLWithPath: "/nonexistent/tca-lite/count.json"))) var count = 0
    $count.withLock { $0 = 1 }
    #expect(!FileManager.default.fileExists(atPath: "/nonexistent/tca-lite/count.json"))
  }
}

/// Waits (yielding) until `condition` holds; fails the test if it does not within a minute, a
/// bound that only a broken condition reaches (under ThreadSanitizer, with other tests keeping both
/// cores busy, a few seconds are not enough).
func waitUntil(_ condition: @Sendable () -> Bool) async throws {
  let deadline = ContinuousClock.now.advanced(by: .seconds(60))
  while !condition() {
    guard ContinuousClock.now < deadline else {
      Issue.record("Timed out waiting for a condition")
      return
    }
    await Task.yield()
  }
}

/// A clock whose sleeps end only when the test fires it: deterministic without the scheduler
/// yields a `TestClock` needs to notice sleepers.
final class ManualClock: Clock, @unchecked Sendable {
  struct Instant: InstantProtocol {
    var offset: Duration
    func advanced(by duration: Duration) -> Self { Self(offset: offset + duration) }
    func duration(to other: Self) -> Duration { other.offset - offset }
    static func < (lhs: Self, rhs: Self) -> Bool { lhs.offset < rhs.offset }
  }

  private let lock = NSLock()
  private var continuations: [Int: CheckedContinuation<Void, any Error>] = [:]
  private var nextSleeper = 0

  var now: Instant { Instant(offset: .zero) }
  var minimumResolution: Duration { .zero }

  /// How many tasks are sleeping on the clock.
  var sleepers: Int { lock.withLock { continuations.count } }

  /// Sleeps until `fire()`, or until the sleeping task is cancelled (a file writer cancels its
  /// coalescing sleep when released; a sleep that ignored it would keep the writer's task, and
  /// this clock, alive forever).
  func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    let id = lock.withLock {
      defer { nextSleeper += 1 }
      return nextSleeper
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let isCancelled = lock.withLock {
          guard !Task.isCancelled else { return true }
          continuations[id] = continuation
          return false
        }
        if isCancelled { continuation.resume(throwing: CancellationError()) }
      }
    } onCancel: {
      lock.withLock { continuations.removeValue(forKey: id) }?
        .resume(throwing: CancellationError())
    }
  }

  deinit {
    for continuation in continuations.values { continuation.resume(throwing: CancellationError()) }
  }

  /// Ends every current sleep.
  func fire() {
    let sleeping = lock.withLock {
      defer { continuations.removeAll() }
      return continuations
    }
    for continuation in sleeping.values { continuation.resume() }
  }
}

/// Failure paths after creation: a file corrupted from outside, and a reload that fails.
struct FileStorageLaterFailureTests {
  @Test func aFileCorruptedFromOutsideKeepsTheValueAndSetsLoadError() {
    let files = InMemoryFileSystem()
    withDependencies {
      $0.defaultFileStorage = .inMemory(files)
    } operation: {
      @Shared(.fileStorage(usersURL)) var count = 0
      $count.withLock { $0 = 3 }
      _StorageErrorReporting.$reportsInTests.withValue(true) {
        withKnownIssue {
          files.simulateExternalWrite(Data("garbage".utf8), to: usersURL)
        } matching: { issue in
          issue.description.contains(
            "Could not load Shared<Int>(.fileStorage(file:///tmp/tca-lite/users.json))")
        }
      }
      #expect(count == 3)
      #expect($count.loadError is DecodingError)
      files.simulateExternalWrite(Data("4".utf8), to: usersURL)
      #expect(count == 4)
      #expect($count.loadError == nil)
    }
  }

  @Test func aReloadThatFailsThrowsAndSetsLoadError() async {
    let files = InMemoryFileSystem()
    await withDependencies {
      $0.defaultFileStorage = .inMemory(files)
    } operation: {
      let count = Shared(wrappedValue: 1, .fileStorage(usersURL))
      files.simulateExternalWrite(nil, to: usersURL)
      await _StorageErrorReporting.$reportsInTests.withValue(true) {
        await withKnownIssue {
          // Bytes that do not decode, written without notifying watchers.
          try? files.save(Data("garbage".utf8), to: usersURL)
          await #expect(throws: DecodingError.self) { try await count.load() }
        } matching: { issue in
          issue.description.contains("Could not load")
        }
      }
      #expect(count.loadError is DecodingError)
      #expect(count.wrappedValue == 1)
    }
  }
}

/// Delivers a file-change event on another thread while a save is under way, holding the event's
/// read (which sees the bytes from before the save) until the save has ended.
private final class OverlappingRead: Sendable {
  let onChange = LockedValue<(@Sendable () -> Void)?>(nil)
  private let isArmed = LockedValue(false)
  private let readBegan = DispatchSemaphore(value: 0)
  private let saveEnded = DispatchSemaphore(value: 0)
  private let eventEnded = DispatchSemaphore(value: 0)

  func arm() { isArmed.withLock { $0 = true } }

  /// Called in the save, before the bytes land: starts the event and waits for its read to begin
  /// (or for the event to end without reading).
  func deliverChangeEventOnAnotherThread() {
    guard isArmed.withLock({ $0 }), let onChange = onChange.withLock({ $0 }) else { return }
    Thread { [readBegan, eventEnded] in
      onChange()
      readBegan.signal()
      eventEnded.signal()
    }.start()
    #expect(readBegan.wait(timeout: .now() + 60) == .success, "the change event never ran")
  }

  /// Called in the event's read: holds it until the save has ended.
  func readDidStart() {
    let wasArmed = isArmed.withLock { isArmed in
      defer { isArmed = false }
      return isArmed
    }
    guard wasArmed else { return }
    readBegan.signal()
    #expect(saveEnded.wait(timeout: .now() + 60) == .success, "the save never ended")
  }

  /// Lets the event's read return, and waits for the event to end.
  func finish() {
    isArmed.withLock { $0 = false }
    saveEnded.signal()
    #expect(eventEnded.wait(timeout: .now() + 60) == .success, "the change event never ended")
  }
}
