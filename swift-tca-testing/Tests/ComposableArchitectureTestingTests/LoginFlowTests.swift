import ComposableArchitectureTesting
import Testing

// From upstream's documentation: Testing › Non-exhaustive testing: logging in switches the app to the activity tab.

@Reducer
struct Login {
  @ObservableState
  struct State: Equatable {
    var isLoading = false
  }
  enum Action {
    case submitButtonTapped
    case loginResponse(Result<String, any Error>)
    case delegate(Delegate)
    @CasePathable
    enum Delegate {
      case didLogin
    }
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .submitButtonTapped:
        state.isLoading = true
        return .run { send in await send(.loginResponse(.success("token"))) }
      case .loginResponse(.success):
        state.isLoading = false
        return .send(.delegate(.didLogin))
      case .loginResponse(.failure):
        state.isLoading = false
        return .none
      case .delegate:
        return .none
      }
    }
  }
}

@Reducer
struct Profile {
  @ObservableState
  struct State: Equatable {
    var name = ""
  }
  enum Action {}
}

@Reducer
struct AppFeature {
  @ObservableState
  struct State: Equatable {
    var authenticatedTab: AuthenticatedTab = .loggedOut(Login.State())
    var selectedTab: Tab = .profile

    var login: Login.State? {
      get {
        guard case let .loggedOut(login) = authenticatedTab else { return nil }
        return login
      }
      set {
        guard let newValue else { return }
        authenticatedTab = .loggedOut(newValue)
      }
    }
  }
  @CasePathable
  enum AuthenticatedTab: Equatable {
    case loggedOut(Login.State)
    case loggedIn(Profile.State)
  }
  enum Tab: Equatable {
    case activity
    case profile
  }
  enum Action {
    case login(Login.Action)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .login(.delegate(.didLogin)):
        state.authenticatedTab = .loggedIn(Profile.State(name: "Blob"))
        state.selectedTab = .activity
        return .none
      case .login:
        return .none
      }
    }
    .ifLet(\.login, action: \.login) {
      Login()
    }
  }
}

@MainActor
struct LoginFlowTests {
  @Test func exhaustively() async {
    let store = TestStore(initialState: AppFeature.State()) { AppFeature() }
    await store.send(\.login.submitButtonTapped) {
      $0.login?.isLoading = true
    }
    await store.receive(\.login.loginResponse.success) {
      $0.login?.isLoading = false
    }
    await store.receive(\.login.delegate.didLogin) {
      $0.authenticatedTab = .loggedIn(Profile.State(name: "Blob"))
      $0.selectedTab = .activity
    }
  }

  @Test func nonExhaustively() async {
    let store = TestStore(initialState: AppFeature.State()) { AppFeature() }
    store.exhaustivity = .off
    await store.send(\.login.submitButtonTapped)
    await store.receive(\.login.delegate.didLogin) {
      $0.selectedTab = .activity
    }
  }

  @Test func showingSkippedAssertionsDoesNotFail() async {
    let store = TestStore(initialState: AppFeature.State()) { AppFeature() }
    store.exhaustivity = .off(showSkippedAssertions: true)
    await store.send(\.login.submitButtonTapped)
    await store.receive(\.login.delegate.didLogin) {
      $0.selectedTab = .activity
    }
  }
}
