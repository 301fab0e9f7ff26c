import ComposableArchitecture
import CustomDump
import Foundation
import Testing

// A feature as written before 1.7: bindable fields marked `@BindingState`, bound through a view
// store, and view states holding `@BindingViewState` fields.

@available(*, deprecated)
private struct Settings: Reducer {
  struct State: Equatable, Codable {
    @BindingState var displayName = ""
    @BindingState var isHapticsEnabled = false
    var nameChanges = 0
  }
  enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
  }
  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding(\.$displayName):
        state.nameChanges += 1
        return .none
      case .binding:
        return .none
      }
    }
  }
}

/// The same state, with the `BindingReducer` forgotten.
@available(*, deprecated)
private struct SettingsWithoutBindingReducer: Reducer {
  typealias State = Settings.State
  typealias Action = Settings.Action
  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

@available(*, deprecated)
private struct SettingsViewState: Equatable {
  @BindingViewState var displayName: String
  var nameChanges: Int
  @MainActor
  init(_ store: BindingViewStore<Settings.State>) {
    _displayName = store.$displayName
    nameChanges = store.nameChanges
  }
}

@MainActor
struct BindingStateTests {
  @available(*, deprecated)
  @Test func bindingActionsSetTheMarkedFieldsAndMatchTheirKeyPaths() {
    let store = Store(initialState: Settings.State()) { Settings() }

    store.send(.binding(.set(\.$displayName, "Blob")))
    store.send(.set(\.$isHapticsEnabled, true))

    #expect(store.withState(\.displayName) == "Blob")
    #expect(store.withState(\.isHapticsEnabled))
    #expect(store.withState(\.nameChanges) == 1)
  }

  @available(*, deprecated)
  @Test func bindingActionsCompareAndExtractAsTheyDescribeThemselves() {
    let action = BindingAction<Settings.State>.set(\.$displayName, "Blob")

    #expect(action == .set(\.$displayName, "Blob"))
    #expect(action != .set(\.$displayName, "Blobby"))
    #expect(BindingAction<Settings.State>.allCasePaths.$displayName.extract(from: action) == "Blob")
    #expect(
      BindingAction<Settings.State>.allCasePaths.$isHapticsEnabled.extract(from: action) == nil)
    #expect(String(customDumping: action).hasPrefix(".set("))
  }

  #if CombineSchedulers
    @available(*, deprecated)
    @Test func aViewStoreBindsTheMarkedFields() {
      let store = Store(initialState: Settings.State()) { Settings() }
      let viewStore = ViewStore(store, observe: { $0 })

      viewStore.$displayName.wrappedValue = "Blob"

      #expect(viewStore.displayName == "Blob")
      #expect(viewStore.$displayName.wrappedValue == "Blob")
      #expect(viewStore.nameChanges == 1)
    }

    @available(*, deprecated)
    @Test func aBindingNoReducerAppliesIsReportedAndTheStateIsUnchanged() {
      let store = Store(initialState: Settings.State()) { SettingsWithoutBindingReducer() }
      let viewStore = ViewStore(store, observe: { $0 })

      withKnownIssue {
        viewStore.$displayName.wrappedValue = "Blob"
      } matching: {
        $0.description.contains("A binding action sent from a store was not handled.")
          && $0.description.contains(#".binding(.set(_, "Blob"))"#)
          && $0.description.contains(#"To fix this, invoke "BindingReducer()""#)
      }
      withKnownIssue {
        store.bindings.$isHapticsEnabled.projectedValue.wrappedValue = true
      } matching: {
        $0.description.contains("A binding action sent from a store was not handled.")
      }

      #expect(store.withState(\.displayName).isEmpty)
      #expect(!store.withState(\.isHapticsEnabled))
    }

    @available(*, deprecated)
    @Test func viewStatesHoldBindingsDerivedFromTheBindingViewStore() {
      let store = Store(initialState: Settings.State()) { Settings() }
      let viewStore = ViewStore(store, observe: SettingsViewState.init)
      var published: [String] = []
      let subscription = viewStore.publisher.sink { published.append($0.displayName) }

      viewStore.$displayName.wrappedValue = "Blob"
      store.send(.set(\.$isHapticsEnabled, true))  // not in the view state: not a change

      #expect(viewStore.displayName == "Blob")
      #expect(viewStore.nameChanges == 1)
      #expect(published == ["", "Blob"])
      #expect(store.bindings.$displayName.wrappedValue == "Blob")
      _ = subscription
    }
  #endif

  @available(*, deprecated)
  @Test func markedFieldsEncodeDumpAndCompareAsTheirValues() throws {
    let state = Settings.State(displayName: "Blob", isHapticsEnabled: true)

    let json = try JSONEncoder().encode(state)
    let decoded = try JSONDecoder().decode(Settings.State.self, from: json)

    #expect(decoded == state)
    #expect(String(decoding: json, as: UTF8.self).contains(#""displayName":"Blob""#))
    #expect(String(customDumping: state).contains(#"displayName: "Blob""#))
    #expect(state.$displayName == BindingState(wrappedValue: "Blob"))
  }
}
