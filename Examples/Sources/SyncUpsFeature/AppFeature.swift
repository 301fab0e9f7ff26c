import ComposableArchitecture
import Foundation

/// The app: the list of sync-ups at the root of a navigation stack of details, past meetings
/// and meetings being recorded.
@Reducer
public struct AppFeature {
  @Reducer
  public enum Path {
    case detail(SyncUpDetail)
    @ReducerCaseIgnored
    case meeting(Meeting, syncUp: SyncUp)
    case record(RecordMeeting)
  }

  @ObservableState
  public struct State: Equatable {
    public var path = StackState<Path.State>()
    public var syncUpsList = SyncUpsList.State()

    public init(path: StackState<Path.State> = [], syncUpsList: SyncUpsList.State = .init()) {
      self.path = path
      self.syncUpsList = syncUpsList
    }
  }

  public enum Action: Equatable {
    case path(StackActionOf<Path>)
    case syncUpsList(SyncUpsList.Action)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(state: \.syncUpsList, action: \.syncUpsList) {
      SyncUpsList()
    }
    Reduce { state, action in
      switch action {
      case let .path(.element(_, .detail(.delegate(.startMeeting(syncUp))))):
        state.path.append(.record(RecordMeeting.State(syncUp: syncUp)))
        return .none

      case .path, .syncUpsList:
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }
}

extension AppFeature.Path.State: Equatable {}
extension AppFeature.Path.Action: Equatable {}
