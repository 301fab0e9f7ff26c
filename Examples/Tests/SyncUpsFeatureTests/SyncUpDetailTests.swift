import ComposableArchitectureTesting
import Foundation
import SyncUpsFeature
import Testing

@MainActor
struct SyncUpDetailTests {
  @Test func editingUpdatesTheSyncUp() async {
    let syncUp = SyncUp(id: UUID(0), attendees: [Attendee(id: UUID(1))], title: "Design")
    let store = TestStore(initialState: SyncUpDetail.State(syncUp: Shared(value: syncUp))) {
      SyncUpDetail()
    }
    await store.send(.editButtonTapped) {
      $0.destination = .edit(SyncUpForm.State(syncUp: syncUp))
    }
    var edited = syncUp
    edited.title = "Design Review"
    await store.send(\.destination.edit.binding.syncUp, edited) {
      $0.destination = .edit(SyncUpForm.State(syncUp: edited))
    }
    await store.send(.doneEditingButtonTapped) {
      $0.destination = nil
      $0.$syncUp.withLock { $0.title = "Design Review" }
    }
  }

  @Test func deletingAsksFirstThenRemovesTheSyncUpAndDismisses() async {
    let syncUp = SyncUp(id: UUID(0), title: "Design")
    @Shared(.syncUps) var syncUps = [syncUp]
    let store = TestStore(
      initialState: SyncUpDetail.State(syncUp: Shared($syncUps[id: UUID(0)])!)
    ) {
      SyncUpDetail()
    }
    await store.send(.deleteButtonTapped) {
      $0.destination = .alert(.deleteSyncUp)
    }
    await store.send(\.destination.alert.confirmButtonTapped) {
      $0.destination = nil
    }
    #expect(syncUps.isEmpty)
    #expect(store.isDismissed)
  }

  @Test func startingAMeetingWithoutSpeechPermissionAsksFirst() async {
    let syncUp = Shared(value: SyncUp(id: UUID(0), title: "Design"))
    let store = TestStore(initialState: SyncUpDetail.State(syncUp: syncUp)) {
      SyncUpDetail()
    } withDependencies: {
      $0.speechClient.authorizationStatus = { .denied }
    }
    await store.send(.startMeetingButtonTapped) {
      $0.destination = .alert(.speechRecognitionDenied)
    }
    await store.send(\.destination.alert.continueWithoutRecording) {
      $0.destination = nil
    }
    await store.receive(\.delegate.startMeeting)
  }

  @Test func startingAMeetingWithPermissionAsksTheParent() async {
    let store = TestStore(
      initialState: SyncUpDetail.State(syncUp: Shared(value: SyncUp(id: UUID(0))))
    ) {
      SyncUpDetail()
    } withDependencies: {
      $0.speechClient.authorizationStatus = { .authorized }
    }
    await store.send(.startMeetingButtonTapped)
    await store.receive(\.delegate.startMeeting)
  }
}
