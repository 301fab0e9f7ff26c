import ComposableArchitectureTesting
import Foundation
import SyncUpsFeature
import Testing

@MainActor
struct SyncUpsListTests {
  @Test func addingASyncUp() async {
    let store = TestStore(initialState: SyncUpsList.State()) {
      SyncUpsList()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    await store.send(.addSyncUpButtonTapped) {
      $0.addSyncUp = SyncUpForm.State(
        syncUp: SyncUp(id: UUID(0), attendees: [Attendee(id: UUID(1))])
      )
    }
    let syncUp = SyncUp(
      id: UUID(0), attendees: [Attendee(id: UUID(1), name: "Blob")], title: "Design")
    await store.send(\.addSyncUp.binding.syncUp, syncUp) {
      $0.addSyncUp?.syncUp = syncUp
    }
    await store.send(.confirmAddButtonTapped) {
      $0.addSyncUp = nil
      $0.$syncUps.withLock { $0 = [syncUp] }
    }
  }

  @Test func addingASyncUpDropsAttendeesWithoutNames() async {
    let store = TestStore(
      initialState: SyncUpsList.State(
        addSyncUp: SyncUpForm.State(
          syncUp: SyncUp(
            id: UUID(0),
            attendees: [Attendee(id: UUID(1), name: "Blob"), Attendee(id: UUID(2), name: "  ")],
            title: "Design"
          )
        )
      )
    ) {
      SyncUpsList()
    }
    await store.send(.confirmAddButtonTapped) {
      $0.addSyncUp = nil
      $0.$syncUps.withLock {
        $0 = [
          SyncUp(id: UUID(0), attendees: [Attendee(id: UUID(1), name: "Blob")], title: "Design")
        ]
      }
    }
  }

  @Test func discardingTheFormAddsNothing() async {
    let store = TestStore(initialState: SyncUpsList.State()) {
      SyncUpsList()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    await store.send(.addSyncUpButtonTapped) {
      $0.addSyncUp = SyncUpForm.State(
        syncUp: SyncUp(id: UUID(0), attendees: [Attendee(id: UUID(1))])
      )
    }
    await store.send(.discardButtonTapped) {
      $0.addSyncUp = nil
    }
  }

  @Test func deletingASyncUp() async {
    @Shared(.syncUps) var syncUps = [
      SyncUp(id: UUID(0), title: "A"), SyncUp(id: UUID(1), title: "B"),
    ]
    let store = TestStore(initialState: SyncUpsList.State()) {
      SyncUpsList()
    }
    await store.send(.onDelete([0])) {
      $0.$syncUps.withLock { $0 = [SyncUp(id: UUID(1), title: "B")] }
    }
  }

  @Test func syncUpsArePersistedToTheirFile() async throws {
    let files = InMemoryFileSystem()
    try await withDependencies {
      $0.defaultFileStorage = .inMemory(files)
      $0.uuid = .incrementing
    } operation: {
      let store = Store(initialState: SyncUpsList.State()) { SyncUpsList() }
      store.send(.addSyncUpButtonTapped)
      store.send(.confirmAddButtonTapped)
      try await store.$syncUps.save()
    }
    let data = try #require(files.contents(of: .syncUps))
    let saved = try JSONDecoder().decode(IdentifiedArrayOf<SyncUp>.self, from: data)
    #expect(saved.map(\.id) == [UUID(0)])
  }
}
