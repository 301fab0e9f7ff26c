import Clocks
import ComposableArchitectureTesting
import Foundation
import SyncUpsFeature
import SyncUpsTestSupport
import Testing

@MainActor
struct AppFeatureTests {
  @Test func addEditRecordAndDeleteASyncUp() async throws {
    let clock = TestClock()
    let store = TestStore(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      $0.useAppTestValues(clock: clock)
    }
    store.exhaustivity = .off

    // Add a sync-up.
    await store.send(\.syncUpsList.addSyncUpButtonTapped)
    var syncUp = try #require(store.state.syncUpsList.addSyncUp?.syncUp)
    syncUp.title = "Design"
    syncUp.duration = .seconds(2)
    syncUp.attendees[0].name = "Blob"
    await store.send(\.syncUpsList.addSyncUp.binding.syncUp, syncUp)
    await store.send(\.syncUpsList.confirmAddButtonTapped)
    #expect(store.state.syncUpsList.syncUps.map(\.title) == ["Design"])

    // Open it and edit it.
    let shared = try #require(Shared(store.state.syncUpsList.$syncUps[id: syncUp.id]))
    await store.send(\.path.push, (id: 0, state: .detail(SyncUpDetail.State(syncUp: shared))))
    await store.send(\.path[id: 0].detail.editButtonTapped)
    syncUp.title = "Design Review"
    await store.send(\.path[id: 0].detail.destination.edit.binding.syncUp, syncUp)
    await store.send(\.path[id: 0].detail.doneEditingButtonTapped)
    #expect(store.state.syncUpsList.syncUps.map(\.title) == ["Design Review"])

    // Record a meeting until the timer ends it.
    await store.send(\.path[id: 0].detail.startMeetingButtonTapped)
    await store.receive(\.path[id: 0].detail.delegate.startMeeting)
    #expect(store.state.path.ids.count == 2)
    await store.send(\.path[id: 1].record.onTask)
    await clock.advance(by: .seconds(2))
    await store.receive(\.path.popFrom)
    #expect(store.state.path.ids.count == 1)
    #expect(store.state.syncUpsList.syncUps[0].meetings.count == 1)

    // Delete it.
    await store.send(\.path[id: 0].detail.deleteButtonTapped)
    await store.send(\.path[id: 0].detail.destination.alert.confirmButtonTapped)
    await store.receive(\.path.popFrom)
    #expect(store.state.path.isEmpty)
    #expect(store.state.syncUpsList.syncUps.isEmpty)
  }
}
