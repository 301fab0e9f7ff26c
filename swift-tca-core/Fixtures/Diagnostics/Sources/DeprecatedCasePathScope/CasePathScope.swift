import ComposableArchitecture
import LoginFeature

struct Parent: Reducer {
  struct State { var login = Login.State() }
  enum Action { case login(Login.Action) }
  var body: some Reducer<State, Action> {
    Scope(state: \.login, action: /Action.login) { Login() }
  }
}
