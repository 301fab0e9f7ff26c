import Dependencies
import Testing

/// Each test gets its own test values, even when tests run in parallel. If the stateful counter
/// were shared, whichever test ran second (or interleaved) would count past 100.
@Suite struct TestIsolationTests {
  @Test func firstTestCountsFromZero() async {
    await countToAHundred()
  }

  @Test func secondTestCountsFromZero() async {
    await countToAHundred()
  }

  private func countToAHundred() async {
    @Dependency(\.counter) var counter
    var last = 0
    for _ in 1...100 {
      last = counter.increment()
      await Task.yield()
    }
    #expect(last == 100)
  }
}
