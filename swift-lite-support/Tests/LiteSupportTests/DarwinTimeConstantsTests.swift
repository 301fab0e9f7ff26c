import DarwinTimeConstants
import Testing

@Suite struct DarwinTimeConstantsTests {
  @Test func theConstantsAreDarwinsValuesAndType() {
    let second: UInt64 = NSEC_PER_SEC
    #expect(second == 1_000_000_000)
    #expect(NSEC_PER_SEC / NSEC_PER_MSEC == 1_000)
    #expect(NSEC_PER_MSEC / NSEC_PER_USEC == 1_000)
    #expect(USEC_PER_SEC == 1_000_000)
  }
}
