import ComposableArchitecture
import SettingsFeature
import SwiftUI
import WorkoutListFeature

/// The app: the workouts and the settings, in tabs.
@Reducer
public struct AppFeature {
  @ObservableState
  public struct State: Equatable {
    public var list = WorkoutListView.Feature.State()
    public var settings = Settings.State()
    public init() {}
  }

  public enum Action {
    case list(WorkoutListView.Feature.Action)
    case settings(Settings.Action)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(state: \.list, action: \.list) { WorkoutListView.Feature() }
    Scope(state: \.settings, action: \.settings) { Settings() }
  }
}

public struct AppView: View {
  let store: StoreOf<AppFeature>

  public init(store: StoreOf<AppFeature>) {
    self.store = store
  }

  public var body: some View {
    TabView {
      WorkoutListView(store: store.scope(state: \.list, action: \.list))
      SettingsView(store: store.scope(state: \.settings, action: \.settings))
    }
  }
}
