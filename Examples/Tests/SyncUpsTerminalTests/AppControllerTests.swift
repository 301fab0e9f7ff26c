import Clocks
import ComposableArchitecture
import Foundation
import SyncUpsFeature
import SyncUpsTerminal
import SyncUpsTestSupport
import Testing

@MainActor
struct AppControllerTests {
  private func makeController(clock: TestClock<Duration> = TestClock()) -> AppController {
    let store = Store(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      $0.useAppTestValues(clock: clock)
    }
    return AppController(store: store)
  }

  private func type(_ text: String, into controller: AppController) {
    for character in text { controller.handle(.character(character)) }
  }

  @Test func addingASyncUpByTyping() {
    let controller = makeController()
    controller.handle(.character("a"))
    type("Design", into: controller)
    controller.handle(.tab)
    type("Blob", into: controller)
    controller.handle(.down)
    type("Blob Jr", into: controller)
    controller.handle(.right)
    controller.handle(.enter)
    let syncUps = controller.store.syncUpsList.syncUps
    #expect(syncUps.map(\.title) == ["Design"])
    #expect(syncUps.first?.attendees.map(\.name) == ["Blob", "Blob Jr"])
    #expect(syncUps.first?.duration == .seconds(6 * 60))
    #expect(controller.store.syncUpsList.addSyncUp == nil)
  }

  @Test func lengthStepsByMinutesAndByFiveSecondsUnderAMinute() {
    let controller = makeController()
    controller.handle(.character("a"))
    var lengths: [Duration] = []
    for key in [Key.left, .left, .left, .left, .left, .right, .right] {
      controller.handle(key)
      lengths.append(controller.store.syncUpsList.addSyncUp?.syncUp.duration ?? .zero)
    }
    #expect(lengths.map { $0.components.seconds } == [240, 180, 120, 60, 55, 60, 120])
    for _ in 0..<20 { controller.handle(.left) }
    #expect(controller.store.syncUpsList.addSyncUp?.syncUp.duration == .seconds(5))
  }

  @Test func escapeDiscardsTheNewSyncUpAndQuitsFromTheList() {
    let controller = makeController()
    controller.handle(.character("a"))
    type("Draft", into: controller)
    controller.handle(.escape)
    #expect(controller.store.syncUpsList.syncUps.isEmpty)
    #expect(controller.handle(.character("q")) == false)
  }

  @Test func recordingAMeetingUntilTheTimerEnds() async {
    let clock = TestClock()
    @Shared(.syncUps) var syncUps = [
      SyncUp(
        id: UUID(100), attendees: [Attendee(id: UUID(101), name: "Blob")],
        duration: .seconds(2), title: "Quick")
    ]
    let controller = makeController(clock: clock)
    controller.handle(.enter)
    #expect(controller.store.path.count == 1)
    controller.handle(.character("s"))
    #expect(controller.store.path.count == 2)
    // The timer's task starts on its own; advance until the meeting has ended.
    await repeatUntil {
      controller.store.path.count != 2
    } step: {
      await clock.advance(by: .milliseconds(100))
    }
    #expect(controller.store.path.count == 1)
    #expect(syncUps[0].meetings.count == 1)
    controller.handle(.enter)
    #expect(controller.store.path.count == 2)
    controller.handle(.escape)
    controller.handle(.character("d"))
    controller.handle(.enter)
    await repeatUntil { controller.store.path.isEmpty }
    #expect(controller.store.path.isEmpty)
    #expect(syncUps.isEmpty)
  }

  @Test func theCursorStaysInTheList() {
    @Shared(.syncUps) var syncUps = [SyncUp(id: UUID(1)), SyncUp(id: UUID(2))]
    let controller = makeController()
    controller.handle(.up)
    #expect(controller.selection == 0)
    controller.handle(.down)
    controller.handle(.down)
    #expect(controller.selection == 1)
  }
}

/// Runs `step` and yields until `isDone`, for at most 60 s of real time: a bound only a broken
/// test reaches, where a count of steps runs out when a busy machine is slow to run the app's
/// effects.
@MainActor
private func repeatUntil(
  _ isDone: () -> Bool, step: () async -> Void = {}
) async {
  let deadline = ContinuousClock.now.advanced(by: .seconds(60))
  while !isDone() && ContinuousClock.now < deadline {
    await step()
    await Task.yield()
  }
}
