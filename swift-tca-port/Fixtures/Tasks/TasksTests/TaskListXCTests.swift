import ComposableArchitecture
import XCTest

@testable import Tasks

final class TaskListXCTests: XCTestCase {
  @MainActor
  func testLoadingOnAppear() async {
    let task = TaskItem(id: UUID(0), title: "Loaded")
    let store = TestStore(initialState: TaskList.State()) {
      TaskList()
    } withDependencies: {
      $0.tasksClient.load = { [task] }
    }

    await store.send(.onAppear)
    await store.receive(\.loadResponse) {
      $0.tasks = [task]
    }
    // The store read from a closure of no actor, as apps' Swift 5 tests do: upstream's
    // `@preconcurrency @MainActor` store makes that a warning there, not an error.
    let loaded = ActorIsolated([task])
    await loaded.withValue { XCTAssertEqual($0.count, store.state.tasks.count) }
  }

  @MainActor
  func testSettingsButtonOpensSettings() async {
    let opened = LockIsolated(false)
    let store = TestStore(initialState: TaskList.State()) {
      TaskList()
    } withDependencies: {
      $0.openSettings = { opened.setValue(true) }
    }

    await store.send(.settingsButtonTapped)
    XCTAssertTrue(opened.value)
  }

  func testSummaryNamesTheDueDay() {
    let task = TaskItem(
      id: UUID(0), title: "Pay rent", due: Date(timeIntervalSinceReferenceDate: 86_400 * 3))
    XCTAssertEqual(task.summary, "Pay rent, due day 3")
  }
}
