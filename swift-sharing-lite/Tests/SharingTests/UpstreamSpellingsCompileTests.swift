import Foundation
import IdentifiedCollections
import Sharing
import Testing

// Keys declared as apps and upstream's compile-time tests declare them: one name for an
// in-memory `SharedKey` and for a `SharedReaderKey` with an optional default, so that each
// property wrapper's initializers must pick the right one without a type written.

private struct Bookmark: Identifiable {
  let id = UUID()
}

extension SharedReaderKey where Self == InMemoryKey<IdentifiedArrayOf<Bookmark>>.Default {
  fileprivate static var bookmarks: Self { Self[.inMemory("bookmarks"), default: []] }
}

extension SharedKey where Self == InMemoryKey<Int> {
  fileprivate static var visits: Self { .inMemory("visits") }
}

extension SharedReaderKey where Self == AppStorageKey<Int?>.Default {
  fileprivate static var visits: Self { Self[.appStorage("visits"), default: nil] }
}

@Suite struct UpstreamSpellingsCompileTests {
  @Test func aDefaultedKeyNeedsNoInitialValueOfItsOwn() {
    @Shared(.bookmarks) var bookmarks = []
    @SharedReader(.bookmarks) var readBookmarks = []
    #expect(bookmarks.isEmpty && readBookmarks.isEmpty)
  }

  @Test func theKeyPicksTheWrappersInitializerWithoutATypeWritten() async throws {
    @SharedReader(.visits) var readVisits
    @Shared(.visits) var visits
    let reader = SharedReader(wrappedValue: 42, .visits)
    try await reader.load(.visits)
    #expect(readVisits == nil)
    #expect(visits == nil)
  }
}
