import ComposableArchitecture
import LoginFeature

@MainActor
func scope(_ store: StoreOf<Login>) -> Store<Bool, Login.Action> {
  store.scope(state: { $0.isLoggedIn }, action: { $0 })
}
