import ComposableArchitecture
import CoreLocation
import HapticsClient
import Models
import Testing

@testable import WorkoutDetailFeature

@MainActor
struct WorkoutDetailTests {
  let workout = Workout(
    id: UUID(0), name: "Legs", date: Date(timeIntervalSince1970: 0), minutes: 45)

  @Test
  func appearingLoadsTheCatalogAndWhereTheWorkoutIs() async {
    let store = TestStore(initialState: WorkoutDetail.State(workout: workout)) {
      WorkoutDetail()
    } withDependencies: {
      $0.exerciseCatalog.all = { [Exercise(name: "Squat", muscle: "legs")] }
      $0.location.authorizationStatus = { .authorizedWhenInUse }
      $0.location.currentLocation = { CLLocationCoordinate2D(latitude: 48.85, longitude: 2.35) }
    }
    await store.send(.onAppear)
    await store.receive(\.loaded) {
      $0.exercises = [Exercise(name: "Squat", muscle: "legs")]
      $0.latitude = 48.85
    }
  }

  @Test
  func notesAreSavedOnceTypingStops() async {
    let tapped = LockIsolated(0)
    let store = TestStore(initialState: WorkoutDetail.State(workout: workout)) {
      WorkoutDetail()
    } withDependencies: {
      $0.mainQueue = .immediate
      $0.haptics.selectionChanged = { tapped.withValue { $0 += 1 } }
    }
    await store.send(.notesChanged("Felt strong")) {
      $0.notes = "Felt strong"
    }
    await store.receive(\.notesSaved) {
      $0.savedNotes = "Felt strong"
    }
    #expect(tapped.value == 1)
  }

  @Test
  func silentHapticsCountTheSelectionsTheyAreAskedFor() async {
    let selections = LockedCount()
    let store = TestStore(initialState: WorkoutDetail.State(workout: workout)) {
      WorkoutDetail()
    } withDependencies: {
      $0.mainQueue = .immediate
      $0.haptics = .silent(counting: selections)
    }
    await store.send(.notesChanged("Felt strong")) {
      $0.notes = "Felt strong"
    }
    await store.receive(\.notesSaved) {
      $0.savedNotes = "Felt strong"
    }
    #expect(selections.value == 1)
  }
}
