import ComposableArchitecture
import Foundation
import SyncUpsFeature
import SyncUpsTerminal
import Testing

@MainActor
struct ScreenRendererTests {
  private let syncUp = SyncUp(
    id: UUID(0),
    attendees: [Attendee(id: UUID(1), name: "Blob"), Attendee(id: UUID(2), name: "Blob Jr")],
    duration: .seconds(60 * 5),
    meetings: [
      Meeting(id: UUID(3), date: Date(timeIntervalSince1970: 0), transcript: "Hello there")
    ],
    theme: .orange,
    title: "Design"
  )

  @Test func theListShowsEverySyncUpWithTheCursor() {
    @Shared(.syncUps) var syncUps = [syncUp, SyncUp(id: UUID(9), title: "Standup")]
    let lines = ScreenRenderer(selection: 1).render(AppFeature.State())
    #expect(
      lines == [
        "Daily Sync-ups",
        "",
        "  Design  · 2 attendees · 5 min · Orange",
        "› Standup  · 0 attendees · 5 min · Bubblegum",
        "",
        "↑↓ select  ⏎ open  a add  d delete  q quit",
      ])
  }

  @Test func anEmptyListSaysHowToAdd() {
    let lines = ScreenRenderer().render(AppFeature.State())
    #expect(lines.contains("  No sync-ups yet. Press a to add one."))
  }

  @Test func theDetailShowsAttendeesAndPastMeetings() {
    var state = AppFeature.State()
    state.path.append(.detail(SyncUpDetail.State(syncUp: Shared(value: syncUp))))
    let lines = ScreenRenderer().render(state)
    #expect(lines.first == "Design")
    #expect(lines.contains("    Blob Jr"))
    #expect(lines.contains("  › 1970-01-01 00:00"))
  }

  @Test func recordingShowsTheClockAndTheSpeaker() {
    var state = AppFeature.State()
    state.path.append(
      .record(
        RecordMeeting.State(secondsElapsed: 150, speakerIndex: 1, syncUp: Shared(value: syncUp)))
    )
    let lines = ScreenRenderer().render(state)
    #expect(lines.contains("  2:30 elapsed   2:30 remaining"))
    #expect(lines.contains("  ✓ Blob"))
    #expect(lines.contains("  ▶ Blob Jr"))
  }

  @Test func anAlertShowsItsButtons() {
    var state = AppFeature.State()
    state.path.append(
      .detail(
        SyncUpDetail.State(destination: .alert(.deleteSyncUp), syncUp: Shared(value: syncUp))))
    let lines = ScreenRenderer().render(state)
    #expect(lines.first == "Delete?")
    #expect(lines.contains("› [Yes]"))
    #expect(lines.contains("  [Nevermind]"))
  }

  @Test func linesFitTheWidth() {
    @Shared(.syncUps) var syncUps = [
      SyncUp(id: UUID(0), title: String(repeating: "x", count: 200))
    ]
    let lines = ScreenRenderer(width: 40).render(AppFeature.State())
    #expect(lines.allSatisfy { $0.count <= 40 })
  }
}
