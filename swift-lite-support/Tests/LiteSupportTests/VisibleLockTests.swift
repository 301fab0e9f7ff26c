import LiteSupport
import Testing

@Suite struct VisibleLockTests {
  @Test func turnsUnderTheLockDoNotInterleave() async {
    let counter = VisibleLock(0)
    await withTaskGroup(of: Void.self) { group in
      for _ in 1...8 {
        group.addTask {
          for _ in 1...1_000 {
            counter.withLock { count in
              let read = count
              count = read + 1
            }
          }
        }
      }
    }
    #expect(counter.withLock { $0 } == 8_000)
  }

  @Test func returnsWhatTheBodyReturnsAndRethrows() {
    struct Refused: Error {}
    let names = VisibleLock(["a"])
    #expect(
      names.withLock {
        $0.append("b")
        return $0.count
      } == 2)
    #expect(throws: Refused.self) { try names.withLock { _ in throw Refused() } }
    #expect(names.withLock { $0 } == ["a", "b"])
  }
}
