import Dependencies
import Testing

/// TCA 0.x apps' test doubles make a stream and its continuation in one call.
struct StreamWithContinuationTests {
  @available(*, deprecated)
  @Test
  func whatTheContinuationYieldsTheStreamGives() async throws {
    let (stream, continuation) = AsyncStream<Int>.streamWithContinuation()
    continuation.yield(1)
    continuation.yield(2)
    continuation.finish()
    var received: [Int] = []
    for await value in stream { received.append(value) }
    #expect(received == [1, 2])

    struct Failure: Error {}
    let (throwing, feed) = AsyncThrowingStream<String, any Error>.streamWithContinuation()
    feed.yield("a")
    feed.finish(throwing: Failure())
    var iterator = throwing.makeAsyncIterator()
    #expect(try await iterator.next() == "a")
    await #expect(throws: Failure.self) { try await iterator.next() }
  }
}
