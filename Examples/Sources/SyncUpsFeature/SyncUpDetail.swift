import ComposableArchitecture
import Foundation

/// One sync-up: its attendees and past meetings, editing it, deleting it, starting a meeting.
@Reducer
public struct SyncUpDetail: Sendable {
  @Reducer
  public enum Destination {
    case alert(AlertState<Alert>)
    case edit(SyncUpForm)

    @CasePathable
    public enum Alert: Equatable, Sendable {
      case confirmButtonTapped
      case continueWithoutRecording
    }
  }

  @ObservableState
  public struct State: Equatable {
    @Presents public var destination: Destination.State?
    @Shared public var syncUp: SyncUp

    public init(destination: Destination.State? = nil, syncUp: Shared<SyncUp>) {
      self.destination = destination
      self._syncUp = syncUp
    }
  }

  public enum Action: Equatable {
    case cancelEditButtonTapped
    case delegate(Delegate)
    case deleteButtonTapped
    case deleteMeetings(atOffsets: IndexSet)
    case destination(PresentationAction<Destination.Action>)
    case doneEditingButtonTapped
    case editButtonTapped
    case startMeetingButtonTapped

    @CasePathable
    public enum Delegate: Equatable, Sendable {
      /// The parent pushes the recording screen.
      case startMeeting(Shared<SyncUp>)
    }
  }

  @Dependency(\.dismiss) var dismiss
  @Dependency(\.speechClient.authorizationStatus) var authorizationStatus

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .cancelEditButtonTapped:
        state.destination = nil
        return .none

      case .delegate:
        return .none

      case .deleteButtonTapped:
        state.destination = .alert(.deleteSyncUp)
        return .none

      case let .deleteMeetings(atOffsets: indices):
        state.$syncUp.withLock { $0.meetings.remove(atOffsets: indices) }
        return .none

      case .destination(.presented(.alert(.confirmButtonTapped))):
        @Shared(.syncUps) var syncUps
        $syncUps.withLock { _ = $0.remove(id: state.syncUp.id) }
        return .run { _ in await dismiss() }

      case .destination(.presented(.alert(.continueWithoutRecording))):
        return .send(.delegate(.startMeeting(state.$syncUp)))

      case .destination:
        return .none

      case .doneEditingButtonTapped:
        guard case let .some(.edit(form)) = state.destination else { return .none }
        state.$syncUp.withLock { $0 = form.syncUp }
        state.destination = nil
        return .none

      case .editButtonTapped:
        state.destination = .edit(SyncUpForm.State(syncUp: state.syncUp))
        return .none

      case .startMeetingButtonTapped:
        switch authorizationStatus() {
        case .notDetermined, .authorized:
          return .send(.delegate(.startMeeting(state.$syncUp)))
        case .denied, .restricted:
          state.destination = .alert(.speechRecognitionDenied)
          return .none
        }
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

extension SyncUpDetail.Destination.State: Equatable {}
extension SyncUpDetail.Destination.Action: Equatable {}

extension AlertState where Action == SyncUpDetail.Destination.Alert {
  /// Asks before deleting a sync-up.
  public static var deleteSyncUp: Self {
    AlertState {
      TextState("Delete?")
    } actions: {
      ButtonState(role: .destructive, action: .confirmButtonTapped) {
        TextState("Yes")
      }
      ButtonState(role: .cancel) {
        TextState("Nevermind")
      }
    } message: {
      TextState("Are you sure you want to delete this meeting?")
    }
  }

  /// Explains that the meeting cannot be transcribed.
  public static var speechRecognitionDenied: Self {
    AlertState {
      TextState("Speech recognition denied")
    } actions: {
      ButtonState(action: .continueWithoutRecording) {
        TextState("Continue without recording")
      }
      ButtonState(role: .cancel) {
        TextState("Cancel")
      }
    } message: {
      TextState(
        """
        You previously denied speech recognition and so your meeting will not be recorded. You can \
        enable speech recognition in settings, or you can continue without recording.
        """
      )
    }
  }
}
