import Dependencies
import Sharing
import Synchronization
import Testing

// A key that forgets to resume its continuation must not hang whoever waits on it, and a key that
// resumes twice must not change the value twice: both are reported, with upstream's messages.

private struct SilentLoadKey: SharedReaderKey {
  var id: String { "silent-load" }
  func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {}
  func subscribe(context: LoadContext<Int>, subscriber: SharedSubscriber<Int>) -> SharedSubscription
  {
    SharedSubscription {}
  }
}

private struct SilentSaveKey: SharedKey {
  var id: String { "silent-save" }
  func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
    continuation.resume(returning: 42)
  }
  func subscribe(context: LoadContext<Int>, subscriber: SharedSubscriber<Int>) -> SharedSubscription
  {
    SharedSubscription {}
  }
  func save(_ value: Int, context: SaveContext, continuation: SaveContinuation) {}
}

private struct TwiceKey: SharedKey {
  var id: String { "twice" }
  func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
    continuation.resume(returning: 1)
    continuation.resume(returning: 2)
  }
  func subscribe(context: LoadContext<Int>, subscriber: SharedSubscriber<Int>) -> SharedSubscription
  {
    SharedSubscription {}
  }
  func save(_ value: Int, context: SaveContext, continuation: SaveContinuation) {
    continuation.resume()
    continuation.resume(throwing: Failure())
  }
  struct Failure: Error {}
}

private func isLeak(_ issue: Issue, of key: String) -> Bool {
  issue.description.hasSuffix(
    """
    '\(key)' leaked its continuation without one of its resume methods being invoked. This will \
    cause tasks waiting on it to resume immediately.
    """)
}

struct ContinuationTests {
  @Test(.timeLimit(.minutes(1)))
  func aLoadThatNeverResumesIsReportedAndEnds() async throws {
    try await withKnownIssue {
      @SharedReader(SilentLoadKey()) var value = 7
      #expect(!$value.isLoading)
      try await $value.load()
      #expect(!$value.isLoading)
      #expect(value == 7)
    } matching: { issue in
      isLeak(issue, of: "SilentLoadKey()")
    }
  }

  @Test(.timeLimit(.minutes(1)))
  func aSaveThatNeverResumesIsReportedAndEnds() async throws {
    @Shared(SilentSaveKey()) var value = 0
    #expect(value == 42)
    try await withKnownIssue {
      try await $value.save()
    } matching: { issue in
      isLeak(issue, of: "SilentSaveKey()")
    }
    #expect($value.saveError == nil)
  }

  @Test func aSecondResumeIsReportedAndIgnored() async throws {
    try await withKnownIssue {
      @Shared(TwiceKey()) var value = 0
      #expect(value == 1)
      try await $value.load()
      #expect(value == 1)
      try await $value.save()
      #expect($value.saveError == nil)
    } matching: { issue in
      issue.description.hasSuffix(
        "'TwiceKey()' tried to resume its continuation more than once.")
    }
  }

  @Test func aContinuationMadeByHandReportsUnderTheNameItWasGiven() {
    let results = Mutex<[Result<Int?, any Error>]>([])
    withKnownIssue {
      _ = LoadContinuation<Int>("MyKey") { result in results.withLock { $0.append(result) } }
    } matching: { issue in
      isLeak(issue, of: "MyKey")
    }
    #expect(results.withLock { $0.count } == 1)
    withKnownIssue {
      _ = SaveContinuation { _ in }
    } matching: { issue in
      issue.description.contains("A shared key leaked its continuation")
    }
  }
}
