import ComposableArchitecture
import Models
import SwiftUI
import WorkoutDetailFeature
import WorkoutStore

public struct WorkoutListView: View {
  /// The list of workouts, loaded from the store; a tap opens one.
  @Reducer
  public struct Feature {
    @ObservableState
    public struct State: Equatable {
      public var workouts: IdentifiedArrayOf<Workout> = []
      @Presents public var detail: WorkoutDetail.State?
      public var errorMessage: String?

      public init(workouts: IdentifiedArrayOf<Workout> = []) {
        self.workouts = workouts
      }
    }

    public enum Action {
      case onAppear
      case loaded(Result<[Workout], any Error>)
      case workoutTapped(Workout.ID)
      case detail(PresentationAction<WorkoutDetail.Action>)
    }

    @Dependency(\.workoutStore) var workoutStore

    public init() {}

    public var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .onAppear:
          return .run { send in
            await send(.loaded(Result { try await workoutStore.load() }))
          }
        case let .loaded(.success(workouts)):
          state.workouts = IdentifiedArray(uniqueElements: workouts.sorted(by: Self.newestFirst))
          return .none
        case let .loaded(.failure(error)):
          state.errorMessage = error.localizedDescription
          return .none
        case let .workoutTapped(id):
          guard let workout = state.workouts[id: id] else { return .none }
          state.detail = WorkoutDetail.State(workout: workout)
          return .none
        case .detail:
          return .none
        }
      }
      .ifLet(\.$detail, action: \.detail) { WorkoutDetail() }
    }
  }

  @Bindable var store: StoreOf<Feature>

  public init(store: StoreOf<Feature>) {
    self.store = store
  }

  public var body: some View {
    List(store.workouts) { workout in
      Button(workout.name) { store.send(.workoutTapped(workout.id)) }
    }
    .sheet(item: $store.scope(state: \.detail, action: \.detail)) { store in
      WorkoutDetailView(store: store)
    }
  }
}

extension WorkoutListView.Feature {
  /// Newer workouts come first.
  static func newestFirst(_ lhs: Workout, _ rhs: Workout) -> Bool {
    lhs.date > rhs.date
  }
}
