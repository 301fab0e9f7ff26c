import CSQLite
import ComposableArchitecture
import Foundation
import Models

/// Where workouts are kept: an SQLite database.
@DependencyClient
public struct WorkoutStore: Sendable {
  public var load: @Sendable () async throws -> [Workout]
  public var save: @Sendable (Workout) async throws -> Void
}

/// The version of the SQLite library the store is built on.
public func sqliteVersion() -> String {
  String(cString: sqlite3_libversion())
}

extension WorkoutStore: TestDependencyKey {
  public static let testValue = WorkoutStore()
}

extension DependencyValues {
  public var workoutStore: WorkoutStore {
    get { self[WorkoutStore.self] }
    set { self[WorkoutStore.self] = newValue }
  }
}
