import ComposableArchitecture
import Models
import WorkoutDetailFeature
import XCTest

@testable import WorkoutListFeature

final class WorkoutListTests: XCTestCase {
  @MainActor
  func testLoadingSortsNewestFirstAndATapOpensTheWorkout() async {
    let old = Workout(id: UUID(0), name: "Run", date: Date(timeIntervalSince1970: 0), minutes: 30)
    let new = Workout(id: UUID(1), name: "Swim", date: Date(timeIntervalSince1970: 99), minutes: 20)
    let store = TestStore(initialState: WorkoutListView.Feature.State()) {
      WorkoutListView.Feature()
    } withDependencies: {
      $0.workoutStore.load = { [old, new] }
    }
    await store.send(.onAppear)
    await store.receive(\.loaded.success) {
      $0.workouts = [new, old]
    }
    await store.send(.workoutTapped(old.id)) {
      $0.detail = WorkoutDetail.State(workout: old)
    }
  }

  @MainActor
  func testAFailedLoadShowsWhy() async {
    struct Offline: LocalizedError {
      var errorDescription: String? { "The database is offline." }
    }
    let store = TestStore(initialState: WorkoutListView.Feature.State()) {
      WorkoutListView.Feature()
    } withDependencies: {
      $0.workoutStore.load = { throw Offline() }
    }
    await store.send(.onAppear)
    await store.receive(\.loaded.failure) {
      $0.errorMessage = "The database is offline."
    }
  }
}
