import Foundation
import Sharing
import Testing

// As an app of TCA 1.10–1.14 declares its keys (HeuresCreuses' periods file). Deprecated here
// too, so that using the deprecated names warns nowhere.
@available(*, deprecated)
extension PersistenceKey where Self == PersistenceKeyDefault<InMemoryKey<[String]>> {
  fileprivate static var periods: Self { PersistenceKeyDefault(.inMemory("periods"), ["off-peak"]) }
}

/// The custom-key names of TCA 1.10–1.14 (`PersistenceKey`, `PersistenceKeyDefault`) still
/// declare keys, deprecated as upstream deprecates them.
struct PersistenceKeyNamesTests {
  @available(*, deprecated)
  @Test
  func aKeyDeclaredWithTheOldNamesSharesItsDefault() {
    @Shared(.periods) var periods
    #expect(periods == ["off-peak"])
    $periods.withLock { $0.append("peak") }
    @Shared(.periods) var again
    #expect(again == ["off-peak", "peak"])
  }
}
