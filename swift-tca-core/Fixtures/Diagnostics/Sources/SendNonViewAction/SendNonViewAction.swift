import ComposableArchitecture

@Reducer
struct Login {
  @ObservableState
  struct State {
    var username = ""
    var isLoggedIn = false
  }
  enum Action: ViewAction {
    case loginResponse(Bool)
    case view(View)
    @CasePathable
    enum View: BindableAction {
      case binding(BindingAction<State>)
      case loginButtonTapped
    }
  }
  var body: some ReducerOf<Self> {
    BindingReducer(action: \.view)
  }
}

@ViewAction(for: Login.self)
struct LoginScreen {
  let store: StoreOf<Login>

  @MainActor
  func submit() {
    send(.loginResponse(false))
  }
}
