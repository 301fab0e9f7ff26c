import CustomDump
import Sharing
import Testing

/// `Shared` in dumps as upstream's: an object to custom-dump, identified by its root storage, so
/// repeats are written `Type(↩︎)` and another storage of the same type gets a number (`#1`).
/// (custom-dump 1.7 leaves the first of a type unnumbered; upstream's own tests expect `#1` there
/// from a later custom-dump.)
@Suite struct SharedDumpTests {
  @Test func aSharedValueIsNumberedAndItsRepeatsReferToIt() {
    @Shared(value: 0) var count
    #expect(String(customDumping: $count) == "0")
    #expect(
      String(customDumping: [$count, $count]) == """
        [
          [0]: 0,
          [1]: Int(↩︎)
        ]
        """)

    @Shared(value: 0) var other
    #expect(
      String(customDumping: [$count, $other, $count, $other]) == """
        [
          [0]: 0,
          [1]: #1 0,
          [2]: Int(↩︎),
          [3]: #1 Int(↩︎)
        ]
        """)
  }

  @Test func aDerivedValueCountsAsItsRoot() {
    struct Stats {
      var count = 0
    }
    struct State {
      @Shared var count: Int
      @Shared var stats: Stats
    }
    @Shared(value: Stats()) var stats
    #expect(
      String(customDumping: State(count: $stats.count, stats: $stats)) == """
        SharedDumpTests.State(
          _count: 0,
          _stats: SharedDumpTests.Stats(↩︎)
        )
        """)
  }

  @Test func aChangedValueDiffsUnderItsNumber() {
    @Shared(value: 0) var before
    @Shared(value: 1) var after
    #expect(
      diff([$before], [$after]) == """
          [
        -   [0]: 0
        +   [0]: #1 1
          ]
        """)
  }
}
