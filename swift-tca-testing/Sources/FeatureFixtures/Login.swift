import ComposableArchitecture

/// The login feature of the 1.7 migration guide's view-actions section: its view sends view
/// actions, bindings among them.
@Reducer
public struct Login {
  /// The username typed, and how logging in goes.
  @ObservableState
  public struct State: Equatable {
    /// The username typed.
    public var username = ""
    /// Whether a login is under way.
    public var isLoggingIn = false
    /// Whether the last login succeeded.
    public var isLoggedIn = false

    /// The screen with `username` typed.
    public init(username: String = "", isLoggingIn: Bool = false, isLoggedIn: Bool = false) {
      self.username = username
      self.isLoggingIn = isLoggingIn
      self.isLoggedIn = isLoggedIn
    }
  }

  /// The login's response, and what the view sends.
  public enum Action: ViewAction, Equatable {
    /// Whether the login succeeded: it does with any username.
    case loginResponse(Bool)
    /// What the view sends.
    case view(View)

    /// What the view sends: the username's binding, and the login button.
    @CasePathable
    public enum View: BindableAction, Equatable {
      /// A field changed through a binding.
      case binding(BindingAction<State>)
      /// Logs in with the username typed.
      case loginButtonTapped
    }
  }

  /// The login screen.
  public init() {}

  /// The login's logic.
  public var body: some Reducer<State, Action> {
    BindingReducer(action: \.view)
    Reduce { state, action in
      switch action {
      case .view(.loginButtonTapped):
        state.isLoggingIn = true
        let succeeded = !state.username.isEmpty
        return .send(.loginResponse(succeeded))
      case let .loginResponse(succeeded):
        state.isLoggingIn = false
        state.isLoggedIn = succeeded
        return .none
      case .view(.binding):
        return .none
      }
    }
  }
}
