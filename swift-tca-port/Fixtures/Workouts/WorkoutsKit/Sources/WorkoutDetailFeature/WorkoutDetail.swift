import ComposableArchitecture
import CoreLocation
import ExerciseCatalog
import HapticsClient
import LocationClient
import Models
import SwiftUI

/// One workout: its exercises, where it happened, and notes saved a second after typing stops.
@Reducer
public struct WorkoutDetail {
  @ObservableState
  public struct State: Equatable {
    public var workout: Workout
    public var exercises: [Exercise] = []
    public var latitude: CLLocationDegrees?
    public var notes = ""
    public var savedNotes = ""

    public init(workout: Workout) {
      self.workout = workout
    }
  }

  public enum Action {
    case onAppear
    case loaded(exercises: [Exercise], location: CLLocationCoordinate2D?)
    case notesChanged(String)
    case notesSaved(String)
  }

  @Dependency(\.exerciseCatalog) var catalog
  @Dependency(\.haptics) var haptics
  @Dependency(\.location) var location
  @Dependency(\.mainQueue) var mainQueue

  private enum CancelID { case saveNotes }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .onAppear:
        return .run { send in
          let exercises = (try? catalog.all()) ?? []
          let allowed = location.authorizationStatus() == .authorizedWhenInUse
          let coordinate = allowed ? try? await location.currentLocation() : nil
          await send(.loaded(exercises: exercises, location: coordinate))
        }
      case let .loaded(exercises, location):
        state.exercises = exercises
        state.latitude = location?.latitude
        return .none
      case let .notesChanged(notes):
        state.notes = notes
        return .run { send in
          try await mainQueue.sleep(for: .seconds(1))
          await send(.notesSaved(notes))
        }
        .cancellable(id: CancelID.saveNotes, cancelInFlight: true)
      case let .notesSaved(notes):
        state.savedNotes = notes
        return .run { _ in await haptics.selectionChanged() }
      }
    }
  }
}

public struct WorkoutDetailView: View {
  @Bindable var store: StoreOf<WorkoutDetail>

  public init(store: StoreOf<WorkoutDetail>) {
    self.store = store
  }

  public var body: some View {
    Form {
      Text(store.workout.name)
      ForEach(store.exercises, id: \.name) { Text($0.name) }
      TextField("Notes", text: $store.notes.sending(\.notesChanged))
    }
    .onAppear { store.send(.onAppear) }
  }
}
