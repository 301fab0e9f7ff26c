import Clocks
import ComposableArchitectureTesting
import Foundation
import SyncUpsFeature
import Testing

@MainActor
struct RecordMeetingTests {
  private static let syncUp = SyncUp(
    id: UUID(0),
    attendees: [Attendee(id: UUID(1)), Attendee(id: UUID(2)), Attendee(id: UUID(3))],
    duration: .seconds(6),
    title: "Engineering"
  )

  @Test func theTimerRunsToTheEndAndSavesTheMeeting() async {
    let clock = TestClock()
    let syncUp = Shared(value: Self.syncUp)
    let store = TestStore(initialState: RecordMeeting.State(syncUp: syncUp)) {
      RecordMeeting()
    } withDependencies: {
      $0.continuousClock = clock
      $0.date.now = Date(timeIntervalSince1970: 1_234_567_890)
      $0.speechClient.requestAuthorization = { .denied }
      $0.uuid = .incrementing
    }
    let onTask = await store.send(.onTask)
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTick) { $0.secondsElapsed = 1 }
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTick) {
      $0.secondsElapsed = 2
      $0.speakerIndex = 1
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTick) { $0.secondsElapsed = 3 }
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTick) {
      $0.secondsElapsed = 4
      $0.speakerIndex = 2
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTick) { $0.secondsElapsed = 5 }
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTick) {
      $0.secondsElapsed = 6
      $0.$syncUp.withLock {
        $0.meetings.insert(
          Meeting(id: UUID(0), date: Date(timeIntervalSince1970: 1_234_567_890), transcript: ""),
          at: 0)
      }
    }
    #expect(store.state.durationRemaining == 0)
    #expect(store.isDismissed)
    await onTask.cancel()
  }

  @Test func endingEarlyAndSavingKeepsTheTranscript() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: RecordMeeting.State(syncUp: Shared(value: Self.syncUp), transcript: "Hi")
    ) {
      RecordMeeting()
    } withDependencies: {
      $0.continuousClock = clock
      $0.date.now = Date(timeIntervalSince1970: 0)
      $0.uuid = .incrementing
    }
    await store.send(.endMeetingButtonTapped) {
      $0.alert = .endMeeting(isDiscardable: true)
    }
    await store.send(\.alert.confirmSave) {
      $0.alert = nil
      $0.$syncUp.withLock {
        $0.meetings = [Meeting(id: UUID(0), date: Date(timeIntervalSince1970: 0), transcript: "Hi")]
      }
    }
    #expect(store.isDismissed)
  }

  @Test func discardingSavesNothing() async {
    let store = TestStore(initialState: RecordMeeting.State(syncUp: Shared(value: Self.syncUp))) {
      RecordMeeting()
    }
    await store.send(.endMeetingButtonTapped) {
      $0.alert = .endMeeting(isDiscardable: true)
    }
    await store.send(\.alert.confirmDiscard) {
      $0.alert = nil
    }
    #expect(store.isDismissed)
  }

  @Test func nextSpeakerJumpsTheTimerAndTheLastOneAsksToEnd() async {
    let store = TestStore(initialState: RecordMeeting.State(syncUp: Shared(value: Self.syncUp))) {
      RecordMeeting()
    }
    await store.send(.nextButtonTapped) {
      $0.speakerIndex = 1
      $0.secondsElapsed = 2
    }
    await store.send(.nextButtonTapped) {
      $0.speakerIndex = 2
      $0.secondsElapsed = 4
    }
    await store.send(.nextButtonTapped) {
      $0.alert = .endMeeting(isDiscardable: false)
    }
  }

  @Test func aTranscriptIsRecordedAndAFailureIsMarked() async {
    let clock = TestClock()
    let store = TestStore(initialState: RecordMeeting.State(syncUp: Shared(value: Self.syncUp))) {
      RecordMeeting()
    } withDependencies: {
      $0.continuousClock = clock
      $0.speechClient.requestAuthorization = { .authorized }
      $0.speechClient.startTask = {
        AsyncThrowingStream { continuation in
          continuation.yield("I completed the project")
          continuation.finish(throwing: SpeechFailure())
        }
      }
    }
    let onTask = await store.send(.onTask)
    await store.receive(\.speechResult) {
      $0.transcript = "I completed the project"
    }
    await store.receive(\.speechFailure) {
      $0.alert = .speechRecognizerFailed
      $0.transcript = "I completed the project ❌"
    }
    await onTask.cancel()
  }
}

private struct SpeechFailure: Error {}
