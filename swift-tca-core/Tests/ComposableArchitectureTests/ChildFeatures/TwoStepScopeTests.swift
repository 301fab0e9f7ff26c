import Testing

@testable import ComposableArchitecture

/// A child scoped two properties down in observable state (`\.settings.counter`) is reached in
/// place, and the observers of what changed are told, as through the key path.
@MainActor
struct TwoStepScopeTests {
  @Reducer
  struct Counter {
    @ObservableState
    struct State: Equatable { var count = 0 }
    enum Action { case increment }
    var body: some ReducerOf<Self> {
      Reduce { state, _ in
        state.count += 1
        return .none
      }
    }
  }

  @Reducer
  struct App {
    @ObservableState
    struct State: Equatable {
      var settings = Settings()
      var title = ""
    }
    @ObservableState
    struct Settings: Equatable {
      var counter = Counter.State()
      var plain = PlainCounter()
    }
    struct PlainCounter: Equatable { var count = 0 }
    @CasePathable
    enum Action {
      case settings(SettingsAction)
    }
    @CasePathable
    enum SettingsAction {
      case counter(Counter.Action)
      case plain(Counter.Action)
    }
    var body: some ReducerOf<Self> {
      Scope(state: \.settings.counter, action: \.settings.counter) { Counter() }
      Scope(state: \.settings.plain.count, action: \.settings.plain) {
        Reduce { count, _ in
          count += 1
          return .none
        }
      }
    }
  }

  @Test func theStorageIsFoundForATrackedPropertyOfATrackedProperty() {
    #expect(trackedStorageTwoSteps(at: \App.State.settings.counter) != nil)
    #expect(ChildStatePath(\App.State.settings.counter).offset != nil)
    #expect(trackedStorageTwoSteps(at: \App.State.settings.plain.count) == nil)
    #expect(trackedStorageTwoSteps(at: \App.State.settings.counter.count) == nil)
  }

  @Test func aSendChangesTheChildAndTellsItsObservers() {
    let store = Store(initialState: App.State()) { App() }
    let counterChanges = track { _ = store.settings.counter.count }
    let titleChanges = track { _ = store.title }
    store.send(.settings(.counter(.increment)))
    #expect(store.settings.counter.count == 1)
    #expect(counterChanges.value == 1)
    #expect(titleChanges.value == 0)
  }

  @Test func aPathThreePropertiesDownIsStillWrittenThroughItsKeyPath() {
    let store = Store(initialState: App.State()) { App() }
    let plainChanges = track { _ = store.settings.plain }
    store.send(.settings(.plain(.increment)))
    #expect(store.settings.plain.count == 1)
    #expect(plainChanges.value == 1)
  }
}
