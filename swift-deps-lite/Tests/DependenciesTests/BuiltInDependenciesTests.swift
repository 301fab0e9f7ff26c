import Clocks
import Dependencies
import Foundation
import Testing

@Suite struct BuiltInDependenciesTests {
  @Test func incrementingUUIDs() {
    withDependencies {
      $0.uuid = .incrementing
    } operation: {
      @Dependency(\.uuid) var uuid
      #expect(uuid().uuidString == "00000000-0000-0000-0000-000000000000")
      #expect(uuid().uuidString == "00000000-0000-0000-0000-000000000001")
      #expect(uuid() == UUID(2))
    }
  }

  @Test func uuidShorthand() {
    #expect(UUID(0).uuidString == "00000000-0000-0000-0000-000000000000")
    #expect(UUID(10).uuidString == "00000000-0000-0000-0000-00000000000A")
    #expect(UUID(0xABC_DEF).uuidString == "00000000-0000-0000-0000-000000ABCDEF")
  }

  @Test func uuidShorthandSpellsLargeAndNegativeValuesAsUpstreamDoes() {
    #expect(UUID(1 << 50).uuidString == "00000000-0000-0000-0004-000000000000")
    #expect(UUID(Int.max).uuidString == "00000000-0000-0000-7FFF-FFFFFFFFFFFF")
    #expect(UUID(-1).uuidString == "00000000-0000-0001-0000-000000000001")
    #expect(UUID(-16).uuidString == "00000000-0000-0001-0000-000000000010")
    #expect(UUID(Int.min).uuidString == "00000000-0000-0001-8000-000000000000")
    #expect(UUID(0x1234_5678_9ABC_DEF0).uuidString == "00000000-0000-0000-1234-56789ABCDEF0")
  }

  @Test func constantUUID() {
    let generator = UUIDGenerator.constant(UUID(3))
    #expect(generator() == UUID(3))
    #expect(generator() == UUID(3))
  }

  @Test func liveUUIDsAreUnique() {
    let generator = UUIDGenerator.live
    #expect(generator() != generator())
  }

  @Test func constantDate() {
    let date = Date(timeIntervalSince1970: 1_234_567_890)
    withDependencies {
      $0.date = .constant(date)
    } operation: {
      @Dependency(\.date) var generator
      @Dependency(\.date.now) var now
      #expect(generator() == date)
      #expect(now == date)
    }
  }

  @Test func immediateClockSkipsSleeps() async throws {
    let immediate = ImmediateClock()
    try await withDependencies {
      $0.continuousClock = immediate
    } operation: {
      @Dependency(\.continuousClock) var clock
      try await clock.sleep(for: .seconds(60))
    }
    #expect(immediate.now == ImmediateClock.Instant(offset: .seconds(60)))
  }

  @Test func testClockAdvancesByHand() async {
    let testClock = TestClock()
    await withDependencies {
      $0.suspendingClock = testClock
    } operation: {
      @Dependency(\.suspendingClock) var clock
      let sleeper = Task {
        try await clock.sleep(for: .seconds(5))
        return "woke"
      }
      // Advance only once the sleeper is suspended on the clock; advancing earlier would leave
      // it sleeping past the new time forever. (`checkSuspension` throws while a sleep is active.)
      while (try? await testClock.checkSuspension()) != nil {}
      await testClock.advance(by: .seconds(4))
      // Still asleep at 4 of 5 seconds.
      await #expect(throws: (any Error).self) { try await testClock.checkSuspension() }
      await testClock.advance(by: .seconds(1))
      let result = try? await sleeper.value
      #expect(result == "woke")
    }
  }

  @Test func calendarLocaleAndTimeZoneOverrides() {
    withDependencies {
      $0.calendar = Calendar(identifier: .gregorian)
      $0.locale = Locale(identifier: "en_US_POSIX")
      $0.timeZone = TimeZone(secondsFromGMT: 3600)!
    } operation: {
      @Dependency(\.calendar) var calendar
      @Dependency(\.locale) var locale
      @Dependency(\.timeZone) var timeZone
      #expect(calendar.identifier == .gregorian)
      #expect(locale.identifier == "en_US_POSIX")
      #expect(timeZone.secondsFromGMT() == 3600)
    }
  }

  @Test func seededRandomNumberGenerator() {
    func roll() -> [Int] {
      withDependencies {
        $0.withRandomNumberGenerator = WithRandomNumberGenerator(LinearCongruential(seed: 42))
      } operation: {
        @Dependency(\.withRandomNumberGenerator) var withRandomNumberGenerator
        return (1...5).map { _ in withRandomNumberGenerator { Int.random(in: 1...6, using: &$0) } }
      }
    }
    #expect(roll() == roll())
  }
}

/// A deterministic generator for the seeded-random test.
struct LinearCongruential: RandomNumberGenerator, Sendable {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return state
  }
}
