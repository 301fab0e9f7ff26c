import ComposableArchitecture

/// The feature the misuse targets use: a login form whose view sends view actions.
@Reducer
public struct Login {
  @ObservableState
  public struct State {
    public var username = ""
    public let isLoggedIn = false
    public init() {}
  }
  public enum Action: ViewAction {
    case loginResponse(Bool)
    case view(View)
    @CasePathable
    public enum View: BindableAction {
      case binding(BindingAction<State>)
      case loginButtonTapped
    }
  }
  public init() {}
  public var body: some ReducerOf<Self> {
    BindingReducer(action: \.view)
  }
}
