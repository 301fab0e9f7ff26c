import ComposableArchitecture
import Foundation

/// Loads and saves the tasks.
@DependencyClient
struct TasksClient {
  var load: @Sendable () async throws -> [TaskItem]
  var save: @Sendable ([TaskItem]) async throws -> Void
}

extension TasksClient: DependencyKey {
  static var liveValue: TasksClient {
    let url = URL.documentsDirectory.appendingPathComponent("tasks.json")
    return TasksClient(
      load: {
        let titles = try JSONDecoder().decode([String].self, from: Data(contentsOf: url))
        return titles.map { TaskItem(id: UUID(), title: $0) }
      },
      save: { tasks in
        try JSONEncoder().encode(tasks.map(\.title)).write(to: url)
      }
    )
  }

  static let testValue = TasksClient()
}

extension DependencyValues {
  var tasksClient: TasksClient {
    get { self[TasksClient.self] }
    set { self[TasksClient.self] = newValue }
  }
}
