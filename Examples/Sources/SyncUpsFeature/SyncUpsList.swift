import ComposableArchitecture
import Foundation

/// Every sync-up, and the sheet that adds one.
@Reducer
public struct SyncUpsList {
  @ObservableState
  public struct State: Equatable {
    @Presents public var addSyncUp: SyncUpForm.State?
    @Shared(.syncUps) public var syncUps

    public init(addSyncUp: SyncUpForm.State? = nil) {
      self.addSyncUp = addSyncUp
    }
  }

  public enum Action: Equatable {
    case addSyncUp(PresentationAction<SyncUpForm.Action>)
    case addSyncUpButtonTapped
    case confirmAddButtonTapped
    case discardButtonTapped
    case onDelete(IndexSet)
  }

  @Dependency(\.uuid) var uuid

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addSyncUp:
        return .none

      case .addSyncUpButtonTapped:
        state.addSyncUp = SyncUpForm.State(syncUp: SyncUp(id: uuid()))
        return .none

      case .confirmAddButtonTapped:
        guard let form = state.addSyncUp else { return .none }
        var syncUp = form.syncUp
        syncUp.attendees.removeAll { $0.name.allSatisfy(\.isWhitespace) }
        if syncUp.attendees.isEmpty {
          syncUp.attendees.append(
            form.syncUp.attendees.first ?? Attendee(id: uuid())
          )
        }
        state.$syncUps.withLock { $0.append(syncUp) }
        state.addSyncUp = nil
        return .none

      case .discardButtonTapped:
        state.addSyncUp = nil
        return .none

      case let .onDelete(indices):
        state.$syncUps.withLock { $0.remove(atOffsets: indices) }
        return .none
      }
    }
    .ifLet(\.$addSyncUp, action: \.addSyncUp) {
      SyncUpForm()
    }
  }
}
