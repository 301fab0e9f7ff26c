import ComposableArchitectureTesting
import Foundation
import SyncUpsFeature
import Testing

@MainActor
struct SyncUpFormTests {
  @Test(.dependency(\.uuid, .incrementing))
  func aNewFormHasOneAttendee() {
    let state = SyncUpForm.State(syncUp: SyncUp(id: UUID(100)))
    #expect(state.syncUp.attendees.map(\.id) == [UUID(0)])
    #expect(state.focus == .title)
  }

  @Test func addingAnAttendeeFocusesIt() async {
    let store = TestStore(
      initialState: SyncUpForm.State(
        syncUp: SyncUp(id: UUID(0), attendees: [Attendee(id: UUID(1))])
      )
    ) {
      SyncUpForm()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    await store.send(.addAttendeeButtonTapped) {
      $0.focus = .attendee(UUID(0))
      $0.syncUp.attendees.append(Attendee(id: UUID(0)))
    }
  }

  @Test func removingTheFocusedAttendeeFocusesTheNextOne() async {
    let store = TestStore(
      initialState: SyncUpForm.State(
        focus: .attendee(UUID(1)),
        syncUp: SyncUp(
          id: UUID(0),
          attendees: [Attendee(id: UUID(1)), Attendee(id: UUID(2)), Attendee(id: UUID(3))]
        )
      )
    ) {
      SyncUpForm()
    }
    await store.send(.onDeleteAttendees([0])) {
      $0.focus = .attendee(UUID(2))
      $0.syncUp.attendees = [Attendee(id: UUID(2)), Attendee(id: UUID(3))]
    }
  }

  @Test func removingTheLastAttendeeAddsAnEmptyOne() async {
    let store = TestStore(
      initialState: SyncUpForm.State(
        syncUp: SyncUp(id: UUID(0), attendees: [Attendee(id: UUID(1), name: "Blob")])
      )
    ) {
      SyncUpForm()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    await store.send(.onDeleteAttendees([0])) {
      $0.focus = .attendee(UUID(0))
      $0.syncUp.attendees = [Attendee(id: UUID(0))]
    }
  }

  @Test func editingTheTitleIsABinding() async {
    let store = TestStore(
      initialState: SyncUpForm.State(
        syncUp: SyncUp(id: UUID(0), attendees: [Attendee(id: UUID(1))])
      )
    ) {
      SyncUpForm()
    }
    await store.send(
      \.binding.syncUp, SyncUp(id: UUID(0), attendees: [Attendee(id: UUID(1))], title: "Design")
    ) {
      $0.syncUp.title = "Design"
    }
  }
}
