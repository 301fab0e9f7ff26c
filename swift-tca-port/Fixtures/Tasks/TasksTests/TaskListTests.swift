import ComposableArchitecture
import Foundation
import Testing

@testable import Tasks

@MainActor
struct TaskListTests {
  @Test
  func addingATaskSavesTheList() async {
    let saved = LockIsolated<[[String]]>([])
    let store = TestStore(initialState: TaskList.State(newTitle: " Write the report ")) {
      TaskList()
    } withDependencies: {
      $0.uuid = .incrementing
      $0.tasksClient.save = { tasks in saved.withValue { $0.append(tasks.map(\.title)) } }
    }

    await store.send(.addButtonTapped) {
      $0.tasks = [
        TaskItem(id: UUID(0), title: "Write the report")
      ]
      $0.newTitle = ""
    }
    #expect(saved.value == [["Write the report"]])
  }

  @Test
  func filteringKeepsTheTagsColor() async {
    let store = TestStore(initialState: TaskList.State()) {
      TaskList()
    }

    await store.send(.filterTapped(.urgent)) {
      $0.filter = .urgent
      $0.filterColor = .urgentRed
    }
    await store.send(.editButtonTapped) {
      $0.editMode = .active
    }
  }

  @Test
  func clearingDoneTasksAsksFirst() async {
    let done = TaskItem(id: UUID(1), title: "Ship", isDone: true)
    let open = TaskItem(id: UUID(2), title: "Review")
    let succeeded = LockIsolated(false)
    let store = TestStore(initialState: TaskList.State(tasks: [done, open])) {
      TaskList()
    } withDependencies: {
      $0.haptics.success = { succeeded.setValue(true) }
      $0.tasksClient.save = { _ in }
    }

    await store.send(.clearDoneButtonTapped) {
      $0.alert = AlertState {
        TextState("Clear 1 done tasks?")
      } actions: {
        ButtonState(role: .destructive, action: .confirmClearDone) {
          TextState("Clear")
        }
      } message: {
        TextState("Ship, done")
      }
    }
    await store.send(.alert(.presented(.confirmClearDone))) {
      $0.alert = nil
      $0.tasks = [open]
    }
    #expect(succeeded.value)
  }
}
