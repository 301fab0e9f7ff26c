import ComposableArchitectureTesting
import FeatureFixtures
import Testing

// The Bindings article's samples, unchanged but for their namespace, `Equatable` on the state
// (a `TestStore` compares states), and statements in the `case` bodies the article leaves as
// comments. Its settings screen is `FeatureFixtures.Settings`, which the core's tests drive too.
enum BindingsArticle {
  /// Ad hoc bindings: a dedicated action per field.
  @Reducer
  struct AdHocSettings {
    struct State: Equatable {
      var isHapticsEnabled = true
    }

    enum Action {
      case isHapticsEnabledChanged(Bool)
    }

    var body: some Reducer<State, Action> {
      Reduce { state, action in
        switch action {
        case let .isHapticsEnabledChanged(isEnabled):
          state.isHapticsEnabled = isEnabled
          return .none
        }
      }
    }
  }

  /// The `onChange` form.
  @Reducer
  struct OnChangeSettings {
    @ObservableState
    struct State: Equatable {
      var displayName = ""
      var enableNotifications = false
    }

    enum Action: BindableAction {
      case binding(BindingAction<State>)
    }

    var body: some Reducer<State, Action> {
      BindingReducer()
        .onChange(of: \.displayName) { oldValue, newValue in
          // Validate display name
        }
        .onChange(of: \.enableNotifications) { oldValue, newValue in
          // Return an authorization request effect
        }

      // ...
    }
  }
}

@MainActor
struct BindingsArticleTests {
  // The article's settings screen, its comments filled in (as the core's tests drive it).
  typealias Settings = FeatureFixtures.Settings

  @Test func bindingActionsAreTestedLikeOtherActions() async {
    let store = TestStore(initialState: Settings.State()) {
      Settings()
    }

    await store.send(\.binding.displayName, "Blob") {
      $0.displayName = "Blob"
      $0.displayNameChanges = ["->Blob"]
    }
    await store.send(\.binding.protectMyPosts, true) {
      $0.protectMyPosts = true
    }
    await store.send(\.binding.enableNotifications, true) {
      $0.enableNotifications = true
      $0.isLoading = true
    }
  }

  @Test func theOnChangeFormCompilesAndAppliesBindings() async {
    let store = TestStore(initialState: BindingsArticle.OnChangeSettings.State()) {
      BindingsArticle.OnChangeSettings()
    }
    await store.send(\.binding.displayName, "Blob") {
      $0.displayName = "Blob"
    }
  }

  @Test func adHocBindingSendsItsAction() async {
    @Bindable var store = Store(initialState: BindingsArticle.AdHocSettings.State()) {
      BindingsArticle.AdHocSettings()
    }
    let isOn = $store.isHapticsEnabled.sending(\.isHapticsEnabledChanged)
    isOn.wrappedValue = false
    #expect(!store.isHapticsEnabled)
  }

  @Test func aWrongBindingExpectationShowsTheField() async {
    let store = TestStore(initialState: Settings.State()) {
      Settings()
    }
    await withKnownIssue {
      await store.send(\.binding.displayName, "Blob") {
        $0.displayName = "Blobby"
      }
    } matching: { issue in
      issue.description.contains(#"−   _displayName: "Blobby""#)
        && issue.description.contains(#"+   _displayName: "Blob""#)
    }
  }
}

/// A form whose effect writes a field back through a binding action.
@Reducer
struct ResettingForm {
  @ObservableState
  struct State: Equatable {
    var name = ""
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case resetButtonTapped
  }

  var body: some Reducer<State, Action> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none
      case .resetButtonTapped:
        return .send(.binding(.set(\.name, "")))
      }
    }
  }
}

@MainActor
struct BindingActionTestStoreTests {
  @Test func receivedBindingActionsAreMatchedByCaseKeyPath() async {
    let store = TestStore(initialState: ResettingForm.State(name: "Blob")) {
      ResettingForm()
    }
    await store.send(.resetButtonTapped)
    await store.receive(\.binding.name) {
      $0.name = ""
    }
  }

  @Test func unhandledBindingActionsAreListedReadably() async {
    let store = TestStore(initialState: ResettingForm.State(name: "Blob")) {
      ResettingForm()
    }
    await store.send(.resetButtonTapped)
    await withKnownIssue {
      await store.send(\.binding.name, "Blobby") {
        $0.name = "Blobby"
      }
    } matching: { issue in
      issue.description.contains("Must handle 1 received action before sending an action.")
        && issue.description.contains(#".binding(.set(\.name, ""))"#)
    }
    await store.skipReceivedActions()
  }
}

/// The 1.7 migration guide's login (the test target has a `Login` of its own).
typealias ViewActionLogin = FeatureFixtures.Login

@MainActor
struct ViewActionTestStoreTests {
  @Test func viewActionsAreSentWithoutTheViewWrapper() async {
    let store = TestStore(initialState: ViewActionLogin.State()) {
      ViewActionLogin()
    }
    await store.send(\.view.binding.username, "blob") {
      $0.username = "blob"
    }
    await store.send(.loginButtonTapped) {
      $0.isLoggingIn = true
    }
    await store.receive(\.loginResponse, true) {
      $0.isLoggingIn = false
      $0.isLoggedIn = true
    }
  }

  @Test func aTerminalScreenSendsViewActions() async {
    let store = Store(initialState: ViewActionLogin.State()) {
      ViewActionLogin()
    }
    let screen = LoginTerminalScreen(store: store)
    screen.type("blob")
    await screen.send(.loginButtonTapped).finish()
    #expect(store.username == "blob")
    #expect(!store.isLoggingIn)
  }
}

/// A terminal front end for the login feature.
@ViewAction(for: ViewActionLogin.self)
struct LoginTerminalScreen {
  let store: StoreOf<ViewActionLogin>

  @MainActor
  func type(_ username: String) {
    store.username = username
  }
}
