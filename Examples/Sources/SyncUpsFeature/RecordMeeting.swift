import ComposableArchitecture
import Foundation

/// A meeting in progress: a timer, whose turn it is, and the transcript so far.
@Reducer
public struct RecordMeeting: Sendable {
  @ObservableState
  public struct State: Equatable {
    @Presents public var alert: AlertState<Action.Alert>?
    public var secondsElapsed = 0
    public var speakerIndex = 0
    @Shared public var syncUp: SyncUp
    public var transcript = ""

    public init(
      alert: AlertState<Action.Alert>? = nil,
      secondsElapsed: Int = 0,
      speakerIndex: Int = 0,
      syncUp: Shared<SyncUp>,
      transcript: String = ""
    ) {
      self.alert = alert
      self.secondsElapsed = secondsElapsed
      self.speakerIndex = speakerIndex
      self._syncUp = syncUp
      self.transcript = transcript
    }

    /// Seconds left in the meeting.
    public var durationRemaining: Int {
      Int(syncUp.duration.components.seconds) - secondsElapsed
    }
  }

  public enum Action: Equatable {
    case alert(PresentationAction<Alert>)
    case endMeetingButtonTapped
    case nextButtonTapped
    case onTask
    case timerTick
    case speechFailure
    case speechResult(String)

    @CasePathable
    public enum Alert: Equatable, Sendable {
      case confirmDiscard
      case confirmSave
    }
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.date.now) var now
  @Dependency(\.dismiss) var dismiss
  @Dependency(\.speechClient) var speechClient
  @Dependency(\.uuid) var uuid

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert(.presented(.confirmDiscard)):
        return .run { _ in await dismiss() }

      case .alert(.presented(.confirmSave)):
        return meetingFinished(transcript: state.transcript, state: &state)

      case .alert:
        return .none

      case .endMeetingButtonTapped:
        state.alert = .endMeeting(isDiscardable: true)
        return .none

      case .nextButtonTapped:
        guard state.speakerIndex < state.syncUp.attendees.count - 1 else {
          state.alert = .endMeeting(isDiscardable: false)
          return .none
        }
        state.speakerIndex += 1
        state.secondsElapsed =
          state.speakerIndex * Int(state.syncUp.durationPerAttendee.components.seconds)
        return .none

      case .onTask:
        return .run { send in
          await onTask(send: send)
        }

      case .timerTick:
        guard state.alert == nil else { return .none }
        state.secondsElapsed += 1
        let secondsPerAttendee = Int(state.syncUp.durationPerAttendee.components.seconds)
        if state.secondsElapsed.isMultiple(of: secondsPerAttendee) {
          if state.secondsElapsed == Int(state.syncUp.duration.components.seconds) {
            return meetingFinished(transcript: state.transcript, state: &state)
          }
          state.speakerIndex += 1
        }
        return .none

      case .speechFailure:
        if !state.transcript.isEmpty {
          state.transcript += " ❌"
        }
        state.alert = .speechRecognizerFailed
        return .none

      case let .speechResult(transcript):
        state.transcript = transcript
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }

  private func meetingFinished(transcript: String, state: inout State) -> Effect<Action> {
    let meeting = Meeting(id: uuid(), date: now, transcript: transcript)
    state.$syncUp.withLock { $0.meetings.insert(meeting, at: 0) }
    return .run { _ in await dismiss() }
  }

  private func onTask(send: Send<Action>) async {
    await withTaskGroup(of: Void.self) { group in
      if await speechClient.requestAuthorization() == .authorized {
        group.addTask {
          do {
            for try await transcript in await speechClient.startTask() {
              await send(.speechResult(transcript))
            }
          } catch {
            await send(.speechFailure)
          }
        }
      }
      group.addTask {
        while (try? await clock.sleep(for: .seconds(1))) != nil {
          await send(.timerTick)
        }
      }
    }
  }
}

extension AlertState where Action == RecordMeeting.Action.Alert {
  /// Asks how to end the meeting.
  public static func endMeeting(isDiscardable: Bool) -> Self {
    Self {
      TextState("End meeting?")
    } actions: {
      ButtonState(action: .confirmSave) {
        TextState("Save and end")
      }
      if isDiscardable {
        ButtonState(role: .destructive, action: .confirmDiscard) {
          TextState("Discard")
        }
      }
      ButtonState(role: .cancel) {
        TextState("Resume")
      }
    } message: {
      TextState("You are ending the meeting early. What would you like to do?")
    }
  }

  /// Explains that the transcript stopped.
  public static var speechRecognizerFailed: Self {
    Self {
      TextState("Speech recognition failure")
    } actions: {
      ButtonState(role: .cancel) {
        TextState("Continue meeting")
      }
      ButtonState(role: .destructive, action: .confirmDiscard) {
        TextState("Discard meeting")
      }
    } message: {
      TextState(
        """
        The speech recognizer has failed for some reason and so your meeting will no longer be \
        recorded. What do you want to do?
        """
      )
    }
  }
}
