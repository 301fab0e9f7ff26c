import IdentifiedCollections
import Sharing
import Testing

private struct Speaker: Equatable, Identifiable, Sendable {
  var id: Int
  var name: String
}

// A key declared for `SharedKey` only, as apps declare their in-memory keys.
extension SharedKey where Self == InMemoryKey<IdentifiedArrayOf<Speaker>>.Default {
  fileprivate static var speakers: Self {
    Self[.inMemory("speakers"), default: [Speaker(id: 1, name: "Blob")]]
  }
}

// Declared for `SharedKey` only, so that a reader of `.visits` takes the `SharedKey` overloads.
extension SharedKey where Self == InMemoryKey<Int> {
  fileprivate static var visits: Self { .inMemory("visits") }
  fileprivate static var otherVisits: Self { .inMemory("otherVisits") }
}

@Suite struct SharedConformancesTests {
  @Test func aReaderReadsAKeyDeclaredForSharedKeyOnly() {
    @Shared(.speakers) var speakers
    @SharedReader(.speakers) var readSpeakers
    $speakers.withLock { $0.append(Speaker(id: 2, name: "Blob Jr.")) }
    #expect(readSpeakers.map(\.name) == ["Blob", "Blob Jr."])
  }

  @Test func aReaderOfASharedKeyReadsWhatIsStoredAndSwitchesToAnother() async throws {
    @Shared(.inMemory("visits")) var visits = 3
    @SharedReader(.visits) var readVisits = 0
    #expect(readVisits == 3)
    let reader = SharedReader(wrappedValue: 0, .otherVisits)
    try await reader.load(.visits)
    #expect(reader.wrappedValue == 3)
  }

  @Test func sharedRowsAreIdentifiedByTheirValuesIds() {
    @Shared(.speakers) var speakers
    let rows = Array($speakers)
    #expect(rows.map(\.id) == [1])
    rows[0].withLock { $0.name = "Blobby" }
    #expect(speakers[id: 1]?.name == "Blobby")
    #expect(SharedReader(rows[0]).id == 1)
  }

  @Test func aSharedValueReflectsAsItsValue() {
    let speaker = Shared(Speaker(id: 1, name: "Blob"))
    let labels = Mirror(reflecting: speaker).children.map(\.label)
    #expect(labels == ["id", "name"])
    #expect(Mirror(reflecting: SharedReader(speaker)).children.count == 2)
  }

  @Test func inMemoryStoragesAreEqualOnlyToThemselves() {
    let storage = InMemoryStorage()
    #expect(storage == storage)
    #expect(storage != InMemoryStorage())
    #expect(Set([storage, storage]).count == 1)
  }

  @Test func loadContextsCompareByCaseAndValue() {
    #expect(LoadContext<Int>.initialValue(1) == .initialValue(1))
    #expect(LoadContext<Int>.initialValue(1) != .userInitiated)
  }
}
