import ComposableArchitecture
import SwiftUI

@Reducer
struct TaskList {
  @ObservableState
  struct State: Equatable {
    @Presents var alert: AlertState<Action.Alert>?
    var editMode: EditMode = .inactive
    var filter: TaskItem.Tag?
    var filterColor: Color?
    var newTitle = ""
    var tasks: IdentifiedArrayOf<TaskItem> = []

    var visibleTasks: IdentifiedArrayOf<TaskItem> {
      guard let filter else { return tasks }
      return tasks.filter { $0.tag == filter }
    }
  }

  enum Action: BindableAction {
    case addButtonTapped
    case alert(PresentationAction<Alert>)
    case binding(BindingAction<State>)
    case clearDoneButtonTapped
    case editButtonTapped
    case filterTapped(TaskItem.Tag?)
    case loadResponse([TaskItem])
    case onAppear
    case settingsButtonTapped
    case toggleDone(id: TaskItem.ID)

    enum Alert: Equatable {
      case confirmClearDone
    }
  }

  @Dependency(\.haptics) var haptics
  @Dependency(\.openSettings) var openSettings
  @Dependency(\.tasksClient) var tasksClient
  @Dependency(\.uuid) var uuid

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        let title = state.newTitle.trimmingCharacters(in: .whitespaces)
        guard !title.isEmpty else { return .none }
        state.tasks.append(TaskItem(id: uuid(), title: title))
        state.newTitle = ""
        return .run { [tasks = state.tasks] _ in
          try await tasksClient.save(Array(tasks))
        }

      case .alert(.presented(.confirmClearDone)):
        state.tasks.removeAll { $0.isDone }
        return .run { [tasks = state.tasks] _ in
          await haptics.success()
          try await tasksClient.save(Array(tasks))
        }

      case .alert:
        return .none

      case .binding:
        return .none

      case .clearDoneButtonTapped:
        let done = state.tasks.filter(\.isDone)
        guard !done.isEmpty else { return .none }
        state.alert = AlertState {
          TextState("Clear \(done.count) done tasks?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmClearDone) {
            TextState("Clear")
          }
        } message: {
          TextState(done.map(\.summary).joined(separator: "\n"))
        }
        return .none

      case .editButtonTapped:
        state.editMode = state.editMode.isEditing ? .inactive : .active
        return .none

      case .filterTapped(let tag):
        state.filter = tag
        state.filterColor = tag?.color
        return .none

      case .loadResponse(let tasks):
        state.tasks = IdentifiedArray(uniqueElements: tasks)
        return .none

      case .onAppear:
        return .run { send in
          await send(.loadResponse(try await tasksClient.load()))
        }

      case .settingsButtonTapped:
        return .run { _ in await openSettings() }

      case .toggleDone(let id):
        state.tasks[id: id]?.isDone.toggle()
        return .run { _ in await haptics.tap() }
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }
}

struct TaskListView: View {
  @Bindable var store: StoreOf<TaskList>

  var body: some View {
    List {
      TextField("New task", text: $store.newTitle)
        .onSubmit { store.send(.addButtonTapped) }
      if store.visibleTasks.isEmpty {
        emptyState("Nothing to do")
      }
      ForEach(store.visibleTasks) { task in
        Button {
          store.send(.toggleDone(id: task.id))
        } label: {
          TaskItem.Row(task: task).cardStyle()
        }
      }
    }
    .environment(\.editMode, $store.editMode)
    .toolbar {
      Button("Clear done") { store.send(.clearDoneButtonTapped) }
    }
    .alert($store.scope(state: \.alert, action: \.alert))
    .onAppear { store.send(.onAppear) }
  }
}

extension TaskListView {
  /// A header for the list: a view helper in an extension of the view.
  var header: some View {
    Text("Tasks")
  }
}

#Preview {
  NavigationStack {
    TaskListView(
      store: Store(initialState: TaskList.State()) {
        TaskList()
      }
    )
  }
}
