import CustomDump
import Foundation
import Sharing
import Testing

// Upstream's semantics of references: optional defaults, re-pointing a reference and its copies,
// read-only derivations, and how references describe themselves.

private struct User: Equatable, Sendable {
  let id: Int
  var name = ""
}

struct ReferenceTests {
  @Test func anOptionalValueStartsFromItsDefault() {
    @Shared(.inMemory("count")) var count: Int? = 0
    #expect(count == 0)
    @Shared(.inMemory("nilCount")) var nilCount: Int? = nil
    #expect(nilCount == nil)
    @Shared(.inMemory("nested")) var nested: Int?? = .some(.none)
    #expect(nested == .some(.none))
    @SharedReader(.inMemory("nestedReader")) var nestedReader: Int?? = .some(0)
    #expect(nestedReader == .some(0))
  }

  @Test func anOptionalDefaultIsKeptForTheNextHolder() {
    do {
      @Shared(.inMemory("count")) var count: Int? = 5
    }
    @Shared(.inMemory("count")) var count: Int? = 9
    #expect(count == 5)
  }

  @Test func requiringAnOptionalValueThatIsNotStoredThrows() async throws {
    await #expect(throws: (any Error).self) {
      _ = try await Shared<Int?>(require: .inMemory("missing"))
    }
    @Shared(.inMemory("stored")) var stored: Int? = nil
    let required = try await Shared<Int?>(require: .inMemory("stored"))
    #expect(required.wrappedValue == nil)
  }

  @Test func assigningTheProjectedValueRedirectsEveryCopy() {
    @Shared(.inMemory("count")) var count = 0
    let copy = $count
    $count = Shared(wrappedValue: 42, .inMemory("anotherCount"))
    #expect(copy.wrappedValue == 42)
    copy.withLock { $0 += 1 }
    #expect(count == 43)
    @Shared(.inMemory("count")) var original = 0
    #expect(original == 0)
  }

  @Test func aValueDerivedBeforeTheAssignmentKeepsTheOldReference() {
    @Shared(value: User(id: 1)) var user
    @SharedReader var id: Int
    _id = $user.id
    @Shared var name: String
    _name = $user.name

    $user.withLock { $0 = User(id: 42, name: "Blob") }
    #expect(id == 42)
    #expect(name == "Blob")

    $user = Shared(value: User(id: 1729))
    #expect(id == 42)
    #expect(name == "Blob")
  }

  @Test func aReaderCanBeRedirectedToo() {
    @SharedReader(value: 1) var count
    let copy = $count
    $count = SharedReader(value: 2)
    #expect(copy.wrappedValue == 2)
  }

  @Test func readDerivesAComputedReader() {
    @Shared(value: 0) var count
    let isZero = $count.read { $0 == 0 }
    let isPositive = SharedReader($count).read { $0 > 0 }
    #expect(isZero.wrappedValue)
    $count.withLock { $0 += 1 }
    #expect(!isZero.wrappedValue)
    #expect(isPositive.wrappedValue)
    $count = Shared(value: 0)
    #expect(!isZero.wrappedValue)
  }

  @Test func aLetPropertyIsReadableThroughDynamicMemberLookup() {
    @Shared(value: User(id: 7, name: "Blob")) var user
    let id: SharedReader<Int> = $user.id
    let name: Shared<String> = $user.name
    #expect(id.wrappedValue == 7)
    name.withLock { $0 = "Blob Jr." }
    #expect(user.name == "Blob Jr.")
  }

  @Test func anOptionalIsUnwrappedReadOnly() throws {
    @Shared(value: nil) var maybe: Int?
    #expect(SharedReader($maybe) == nil)
    $maybe.withLock { $0 = 3 }
    let reader = try #require(SharedReader($maybe))
    #expect(reader.wrappedValue == 3)
    $maybe.withLock { $0 = nil }
    #expect(reader.wrappedValue == 3)
    let fromReader = try #require(SharedReader(SharedReader(Shared<Int?>(value: 1))))
    #expect(fromReader.wrappedValue == 1)
  }

  @Test func descriptionsNameTheTypeAndTheStorageAsUpstreams() {
    @Shared(value: 0) var count
    #expect($count.description == "Shared<Int>(value: 0)")
    #expect(SharedReader($count).description == "SharedReader<Int>(value: 0)")

    @Shared(.appStorage("count")) var stored = 0
    #expect($stored.description == #"Shared<Int>(.appStorage("count"))"#)
    #expect(SharedReader($stored).description == #"SharedReader<Int>(.appStorage("count"))"#)

    @Shared(AppStorageKey.Default[.appStorage("launches"), default: 0]) var launches
    #expect($launches.description == #"Shared<Int>(.appStorage("launches"))"#)

    @Shared(.fileStorage(URL(fileURLWithPath: "/"))) var file = 0
    #expect($file.description == "Shared<Int>(.fileStorage(file:///))")

    @Shared(.inMemory("count")) var inMemory = 0
    #expect($inMemory.description == #"Shared<Int>(.inMemory("count"))"#)
    #expect(String(describing: $inMemory) == #"Shared<Int>(.inMemory("count"))"#)
  }
}
